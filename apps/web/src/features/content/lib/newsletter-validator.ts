import { NewsletterInput } from '@teklifal/core';
import { zodValidator } from '../../../lib/form.ts';

/** The newsletter box's check, the server's rules; loaded on first use (newsletter-form.tsx). */
export const validateNewsletter = zodValidator(NewsletterInput);
