import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

/** A labelled native select with its error under it, like TextField. */
export function SelectField({
  label,
  error,
  children,
  ...selectProps
}: SelectHTMLAttributes<HTMLSelectElement> & { label: ReactNode; error?: string | undefined }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...selectProps}
      >
        {children}
      </NativeSelect>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
