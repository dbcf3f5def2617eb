/** A field's error under it, announced, and named by the field's aria-describedby. */
export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  return error ? (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {error}
    </p>
  ) : null;
}
