/** Whether a required text field holds more than blanks. */
export const filled = (v: string) => v.trim().length > 0;

/** A field's message: `special` for an error of type `type`, `other` for any other error, none while it is valid. */
export function fieldError(
  err: { type: string } | undefined,
  type: string,
  special: string,
  other: string,
): string | undefined {
  return err ? (err.type === type ? special : other) : undefined;
}
