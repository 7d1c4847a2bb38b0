import type { UpdateCompanyInput } from '@teklifal/core';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { claimFileForCompany } from '../files/commands/claim-files.ts';
import { logoRefused } from './errors.ts';

type ProfileInput = z.output<typeof UpdateCompanyInput>;

/** The profile columns the company's owner fills in, as creating and editing store them. */
export const profileColumns = (input: ProfileInput) => ({
  name: input.name,
  taxOffice: input.taxOffice,
  mersisNo: input.mersisNo ?? null,
  city: input.city,
  district: input.district,
  address: input.address,
  phone: input.phone,
  email: input.email,
  website: input.website ?? null,
  description: input.description ?? null,
});

/**
 * Makes the uploaded logo the company's and returns its id; a file that is not a logo this
 * user uploaded (or the company owns) is refused under the logo field.
 */
export async function claimLogo(
  tx: Executor,
  props: { fileId: string; userId: string; companyId: string },
): Promise<string> {
  const logo = await claimFileForCompany(tx, { ...props, purpose: 'logo' });
  if (!logo) throw logoRefused();
  return logo.id;
}
