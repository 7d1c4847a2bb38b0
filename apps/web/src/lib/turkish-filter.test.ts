import type { ComboboxParsedItem } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { turkishOptionsFilter } from './turkish-filter.ts';

const options: ComboboxParsedItem[] = [
  { value: 'istanbul', label: 'İstanbul' },
  { value: 'igdir', label: 'Iğdır' },
  { value: 'izmir', label: 'İzmir' },
  {
    group: 'Metal ve Makine',
    items: [
      { value: 'tools', label: 'El aletleri' },
      { value: 'steel', label: 'Yapı çeliği' },
    ],
  },
];

const search = (text: string) =>
  turkishOptionsFilter({ options, search: text, limit: Infinity }).map((option) =>
    'group' in option
      ? `${option.group}: ${option.items.map((i) => i.value).join(',')}`
      : option.value,
  );

describe('turkishOptionsFilter', () => {
  it('finds Turkish letters by their Turkish lower case, with or without their marks', () => {
    expect(search('ist')).toEqual(['istanbul']);
    expect(search('istanbul')).toEqual(['istanbul']);
    expect(search('İSTANBUL')).toEqual(['istanbul']);
    expect(search('IĞD')).toEqual(['igdir']);
    expect(search('igdir')).toEqual(['igdir']);
    expect(search('İZ')).toEqual(['izmir']);
    expect(search('celig')).toEqual(['Metal ve Makine: steel']);
  });

  it('needs every word, an option matching with its group’s name', () => {
    expect(search('metal celig')).toEqual(['Metal ve Makine: steel']);
    expect(search('celigi yapi')).toEqual(['Metal ve Makine: steel']);
    expect(search('metal izmir')).toEqual([]);
  });

  it('keeps a whole group whose name matches, else only its matching options', () => {
    expect(search('makine')).toEqual(['Metal ve Makine: tools,steel']);
    expect(search('ÇELİ')).toEqual(['Metal ve Makine: steel']);
  });

  it('offers everything for an empty search and nothing for a miss', () => {
    expect(search('  ')).toHaveLength(4);
    expect(search('xyz')).toEqual([]);
  });
});
