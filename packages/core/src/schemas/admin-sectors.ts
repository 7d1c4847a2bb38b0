import { z } from 'zod';
import { SectorView } from './company.ts';
import { requiredText } from './fields.ts';

// ---------------------------------------------------------------- sectors

/** Two levels only: a sector's parent is a top-level sector. */
const sectorShape = {
  nameTr: requiredText(120).refine((value) => value.length >= 2, {
    message: 'validation.minLength',
    params: { min: 2 },
  }),
  nameEn: requiredText(120).refine((value) => value.length >= 2, {
    message: 'validation.minLength',
    params: { min: 2 },
  }),
  parentId: z
    .string()
    .trim()
    .max(64, 'validation.maxLength')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  sortOrder: z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(0, 'validation.invalid')
    .max(100_000, 'validation.invalid')
    .optional(),
  isActive: z.boolean({ error: 'validation.invalid' }).optional(),
};

export const SectorInput = z.object(sectorShape);
export type SectorInput = z.input<typeof SectorInput>;

export const SectorUpdateInput = z.object({
  nameTr: sectorShape.nameTr.optional(),
  nameEn: sectorShape.nameEn.optional(),
  parentId: sectorShape.parentId,
  sortOrder: sectorShape.sortOrder,
  isActive: sectorShape.isActive,
});
export type SectorUpdateInput = z.input<typeof SectorUpdateInput>;

/** A sector as platform staff edit it, inactive ones included. */
export const AdminSector = SectorView.extend({
  companyCount: z.number().int().describe('Companies that picked this sector'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminSector = z.infer<typeof AdminSector>;

/** A top-level sector with its children, both in their display order. */
export const AdminSectorNode = AdminSector.extend({
  children: z.array(AdminSector),
});
export type AdminSectorNode = z.infer<typeof AdminSectorNode>;
