import { defineSection } from '../section.ts';

/** Texts of the companies screens; each key needs both languages (the catalogue test checks). */
export const companiesMessages = defineSection(
  {
    title: 'Şirketim',
    roles: {
      buyer: 'Alıcı',
      seller: 'Satıcı',
      owner: 'Sahip',
      admin: 'Yönetici',
      member: 'Üye',
    },
  },
  {
    title: 'My Company',
    roles: {
      buyer: 'buyer',
      seller: 'seller',
      owner: 'Owner',
      admin: 'Admin',
      member: 'Member',
    },
  },
);
