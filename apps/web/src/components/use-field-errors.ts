import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '@teklifal/core';
import { errorOfField, fieldErrorText, isErrorOf } from './field-error-text.ts';

/**
 * A form's field errors (the browser's check or the server's refusal) kept as they came, so
 * each shows in the language chosen now: `textOf('subject')` under its input, `clear` once the
 * field changes.
 */
export function useFieldErrors() {
  const { i18n } = useTranslation();
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  return {
    set: setErrors,
    textOf: (field: string) => fieldErrorText(errorOfField(errors, field), i18n.language),
    clear: (field: string) =>
      setErrors((current) =>
        current.some((error) => isErrorOf(error, field))
          ? current.filter((error) => !isErrorOf(error, field))
          : current,
      ),
  };
}
