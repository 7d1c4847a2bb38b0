import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './field-errors.ts';
import {
  CreateCompanyInput,
  UpdateCompanyFormInput,
  type CreateCompanyInput as Input,
} from './company.ts';

const company = (overrides: Partial<Input> = {}): Input => ({
  name: 'Anadolu Yapı Malzemeleri A.Ş.',
  taxNumber: '1234567890',
  taxOffice: 'Kadıköy',
  mersisNo: '',
  city: 'İstanbul',
  district: 'Kadıköy',
  address: 'Caferağa Mah. Moda Cad. No: 10',
  phone: '0532 123 45 67',
  email: 'satinalma@anadoluyapi.com.tr',
  requestedRoles: ['buyer'],
  ...overrides,
});

const errorsOf = (
  input: unknown,
  schema: typeof CreateCompanyInput | typeof UpdateCompanyFormInput = CreateCompanyInput,
) => {
  const result = schema.safeParse(input);
  return result.success ? [] : toFieldErrors(result.error.issues, 'tr');
};

describe('the MERSİS number on the company form', () => {
  it('is optional, and spaces in it are ignored', () => {
    expect(errorsOf(company({ mersisNo: '' }))).toEqual([]);
    const parsed = CreateCompanyInput.parse(company({ mersisNo: '0123 4567 8900 0015' }));
    expect(parsed.mersisNo).toBe('0123456789000015');
  });

  it('must carry the company’s VKN in digits 2–11', () => {
    expect(errorsOf(company({ mersisNo: '0123456789000015' }))).toEqual([]);
    const errors = errorsOf(company({ mersisNo: '0484084721100018' }));
    expect(errors).toEqual([
      expect.objectContaining({
        field: 'mersisNo',
        messageKey: 'validation.mersisTaxNumber',
        message: 'MERSİS no şirketin vergi kimlik numarasını (VKN) 2–11. hanelerinde taşımalıdır',
      }),
    ]);
  });

  it('of a sole proprietor (TCKN) is checked only for its structure', () => {
    expect(errorsOf(company({ taxNumber: '10000000146', mersisNo: '0484084721100018' }))).toEqual(
      [],
    );
    const errors = errorsOf(company({ taxNumber: '10000000146', mersisNo: '1484084721100018' }));
    expect(errors.map((e) => [e.field, e.messageKey])).toEqual([['mersisNo', 'validation.mersis']]);
  });

  it('names the structure rule in both languages', () => {
    const result = CreateCompanyInput.safeParse(company({ mersisNo: '123' }));
    expect(result.success).toBe(false);
    const issues = result.success ? [] : result.error.issues;
    expect(toFieldErrors(issues, 'tr')[0]?.message).toBe(
      'MERSİS no 0 ile başlayan 16 haneden oluşmalıdır: 0, şirketin 10 haneli VKN’si ve 5 haneli sıra numarası',
    );
    expect(toFieldErrors(issues, 'en')[0]?.message).toBe(
      'MERSIS number must be 16 digits starting with 0: 0, the company’s 10-digit tax number (VKN) and a 5-digit sequence',
    );
  });

  it('is checked against the stored tax number on the edit form too', () => {
    const { requestedRoles: _roles, ...edit } = company({ mersisNo: '0484084721100018' });
    expect(errorsOf(edit, UpdateCompanyFormInput).map((e) => e.field)).toEqual(['mersisNo']);
    expect(errorsOf({ ...edit, mersisNo: '0123456789000015' }, UpdateCompanyFormInput)).toEqual([]);
  });
});
