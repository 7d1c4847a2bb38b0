import { memo, type ComponentType } from 'react';
import type { AdForm, AdFormValues } from './ad-form-values.ts';

/** The form's values and errors a section shows, comparable by value. */
function sliceOf(form: AdForm, fields: readonly string[]): string {
  const values = fields.map((field) => form.values[field as keyof AdFormValues]);
  const errors = Object.entries(form.errors).filter(([key]) =>
    fields.some((field) => key === field || key.startsWith(`${field}.`)),
  );
  return JSON.stringify([values, errors]);
}

/**
 * A section of the ad form that renders again only when its own fields (values or errors)
 * change. The form copies all its values on every keystroke, so without this every select
 * and date picker of a long form would render again for each letter typed anywhere.
 */
export function sectionMemo<P extends { form: AdForm }>(
  Section: ComponentType<P>,
  fields: readonly string[],
) {
  return memo(Section, (previous, next) => {
    for (const key of Object.keys(next) as (keyof P)[]) {
      if (key !== 'form' && previous[key] !== next[key]) return false;
    }
    return sliceOf(previous.form, fields) === sliceOf(next.form, fields);
  });
}
