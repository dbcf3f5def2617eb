import { useState } from 'react';
import { appShellTexts, authScreenTexts } from '@shared/messages';
import { Button } from '@/components/ui/button';
import { markCodeSent } from '../lib/flow-storage';
import { AuthCard } from './auth-card';
import { SignupCodeStep } from './signup-code-step';
import { SignupEmailStep } from './signup-email-step';
import { SignupNameStep } from './signup-name-step';

type Step = { name: 'email' } | { name: 'code'; email: string } | { name: 'name'; email: string };

/** Reading A of sign-up: e-mail -> code -> name -> /create, all on /signup. */
export function SignupWithCode({ footer }: { footer: React.ReactNode }) {
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [lastEmail, setLastEmail] = useState('');

  if (step.name === 'code') {
    return (
      <AuthCard
        pageTitle={appShellTexts.signUp}
        step={authScreenTexts.signupStep2}
        title={authScreenTexts.checkYourEmail}
        description={
          <>
            We sent a 6-digit code to <strong className="break-all text-foreground">{step.email}</strong>.
          </>
        }
        footer={footer}
      >
        <SignupCodeStep email={step.email} onVerified={() => setStep({ name: 'name', email: step.email })} />
        <Button variant="ghost" size="sm" className="self-center" onClick={() => setStep({ name: 'email' })}>
          Use a different email
        </Button>
      </AuthCard>
    );
  }
  if (step.name === 'name') {
    return (
      <AuthCard
        pageTitle={appShellTexts.signUp}
        step={authScreenTexts.signupStep3}
        title="What should we call you?"
        description="Your name appears on your account and orders."
        footer={footer}
      >
        <SignupNameStep email={step.email} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      pageTitle={appShellTexts.signUp}
      step={authScreenTexts.signupStep1}
      title="Create your account"
      description="Enter your email and we'll send you a 6-digit code. No password needed."
      footer={footer}
    >
      <SignupEmailStep
        defaultEmail={lastEmail}
        onCodeSent={(email) => {
          markCodeSent();
          setLastEmail(email);
          setStep({ name: 'code', email });
        }}
      />
    </AuthCard>
  );
}
