import { useState, type FormEvent } from 'react';
import { occasionInputSchema, type Occasion, type OccasionInput } from '@shared/api/occasions';
import {
  monthNames,
  occasionKindLabels,
  occasionKinds,
  occasionRepeats,
  occasionScreenTexts as texts,
  remindDaysLimits,
  type OccasionKind,
  type OccasionRepeat,
} from '@shared/occasion-texts';

import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/hooks/use-toast';
import { issuesByField, showRefusal, type FieldErrors } from '@/lib/field-errors';
import { useAddOccasion, useUpdateOccasion } from '../api/occasions';

interface Values {
  kind: OccasionKind;
  name: string;
  month: string;
  day: string;
  year: string;
  repeats: OccasionRepeat;
  remindDaysBefore: string;
}

function startValues(occasion: Occasion | undefined): Values {
  if (!occasion) {
    return { kind: 'birthday', name: '', month: '1', day: '', year: '', repeats: 'yearly', remindDaysBefore: '14' };
  }
  return {
    kind: occasion.kind,
    name: occasion.name ?? '',
    month: String(occasion.month),
    day: String(occasion.day),
    year: occasion.year === null ? '' : String(occasion.year),
    repeats: occasion.repeats,
    remindDaysBefore: String(occasion.remindDaysBefore),
  };
}

/** Typed digits as a number; anything else as NaN, which the shared schema refuses by field. */
const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

function requestOf(values: Values): OccasionInput {
  return {
    kind: values.kind,
    ...(values.kind === 'other' ? { name: values.name } : {}),
    month: Number(values.month),
    day: numberOf(values.day),
    // A yearly date needs no year; the field is shown only for a one-time one.
    year: values.repeats === 'once' && values.year.trim() !== '' ? numberOf(values.year) : null,
    repeats: values.repeats,
    remindDaysBefore: numberOf(values.remindDaysBefore),
  };
}

/**
 * Adding or editing one occasion: what it is, the day, whether it comes back every year, and
 * how early to be reminded; checked by the server's own schema before it is sent.
 */
export function OccasionForm({
  recipientId,
  occasion,
  onDone,
  onCancel,
}: {
  recipientId: string;
  occasion?: Occasion;
  onDone: () => void;
  onCancel: () => void;
}) {
  const add = useAddOccasion();
  const update = useUpdateOccasion();
  const [values, setValues] = useState<Values>(() => startValues(occasion));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const set = <Name extends keyof Values>(name: Name, value: Values[Name]) =>
    setValues((current) => ({ ...current, [name]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = requestOf(values);
    const checked = occasionInputSchema.safeParse(body);
    if (!checked.success) {
      setErrors(issuesByField(checked.error.issues));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      if (occasion) await update.mutateAsync({ occasion, body });
      else await add.mutateAsync({ recipientId, body });
      toast({ title: occasion ? texts.updated : texts.added });
      onDone();
    } catch (error) {
      showRefusal(error, setErrors);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="occasion-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={texts.kind}
          name="kind"
          value={values.kind}
          error={errors.kind}
          onChange={(event) => set('kind', event.target.value as OccasionKind)}
        >
          {occasionKinds.map((kind) => (
            <option key={kind} value={kind}>
              {occasionKindLabels[kind]}
            </option>
          ))}
        </SelectField>
        {values.kind === 'other' ? (
          <TextField
            label={texts.name}
            name="name"
            value={values.name}
            error={errors.name}
            onChange={(event) => set('name', event.target.value)}
          />
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <SelectField
          label={texts.month}
          name="month"
          value={values.month}
          error={errors.month}
          onChange={(event) => set('month', event.target.value)}
        >
          {monthNames.map((month, index) => (
            <option key={month} value={String(index + 1)}>
              {month}
            </option>
          ))}
        </SelectField>
        <TextField
          label={texts.day}
          name="day"
          inputMode="numeric"
          value={values.day}
          error={errors.day}
          hint={
            values.month === '2' && values.day === '29' && values.repeats === 'yearly' ? texts.feb29Hint : undefined
          }
          onChange={(event) => set('day', event.target.value)}
        />
        <SelectField
          label={texts.repeats}
          name="repeats"
          value={values.repeats}
          error={errors.repeats}
          onChange={(event) => set('repeats', event.target.value as OccasionRepeat)}
        >
          {occasionRepeats.map((repeat) => (
            <option key={repeat} value={repeat}>
              {texts.repeatLabels[repeat]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {values.repeats === 'once' ? (
          <TextField
            label={texts.year}
            name="year"
            inputMode="numeric"
            hint={texts.yearHint}
            value={values.year}
            error={errors.year}
            onChange={(event) => set('year', event.target.value)}
          />
        ) : null}
        <TextField
          label={texts.remindDaysBefore}
          name="remindDaysBefore"
          inputMode="numeric"
          min={remindDaysLimits.min}
          max={remindDaysLimits.max}
          value={values.remindDaysBefore}
          error={errors.remindDaysBefore}
          onChange={(event) => set('remindDaysBefore', event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" size="sm" className="w-full sm:w-fit" disabled={saving}>
          {saving ? texts.saving : texts.save}
        </Button>
        <Button type="button" size="sm" variant="outline" className="w-full sm:w-fit" onClick={onCancel}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}
