import { useState } from 'react';
import { z } from 'zod';

/** What a form's inputs hold, as typed, before its schema turns it into a record. */
export type Draft<Key extends string> = Record<Key, string>;
type DraftErrors<Key extends string> = Partial<Record<Key, string>>;

/** How a feature tidies and checks its fields. */
export interface DraftRules<Key extends string, Value> {
  /** The add form's order: the first failing field in it takes the focus. */
  order: readonly Key[];
  /** The draft after leaving one input, such as a name title-cased. */
  leaveField: (draft: Draft<Key>, field: Key) => Draft<Key>;
  /** The one schema, as the server runs it. */
  schema: z.ZodType<Value>;
}

/** What each field's input gets from the draft. */
export interface DraftFieldProps<Key extends string> {
  field: Key;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  autoFocus?: boolean;
}

/** A draft of a record being added or edited: typing clears a field's error, leaving an input tidies it. */
export function useFieldDraft<Key extends string, Value extends Partial<Record<Key, unknown>>>(
  initial: Draft<Key> | (() => Draft<Key>),
  rules: DraftRules<Key, Value>,
) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors<Key>>({});

  function fieldProps(field: Key): DraftFieldProps<Key> {
    return {
      field,
      value: draft[field],
      error: errors[field],
      onChange: (value) => {
        setDraft((current) => ({ ...current, [field]: value }));
        setErrors((current) => ({ ...current, [field]: undefined }));
      },
      onBlur: () => setDraft((current) => rules.leaveField(current, field)),
    };
  }

  /**
   * The draft tidied as the server will store it and checked by the schema: the record, or null after showing each
   * failing field's first message and focusing the first of them inside `container`.
   */
  function check(container: HTMLElement | null): Value | null {
    const left = rules.order.reduce(rules.leaveField, draft);
    setDraft(left);
    const result = rules.schema.safeParse(left);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const { fieldErrors } = z.flattenError(result.error);
    const found: DraftErrors<Key> = {};
    for (const field of rules.order) found[field] = fieldErrors[field]?.[0];
    setErrors(found);
    const firstInvalid = rules.order.find((field) => found[field]);
    container?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
    return null;
  }

  /** Shows a refusal the server gave for one field, and focuses that field inside `container`. */
  function fail(field: Key, message: string, container: HTMLElement | null): void {
    setErrors((current) => ({ ...current, [field]: message }));
    container?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }

  return { draft, fieldProps, check, fail, setDraft };
}
