import { useEffect, useMemo, useState } from 'react';
import { Badge, Group, MultiSelect, Text, type OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { AD_INVITED_MAX, type CompanySummary, type SellerSuggestion } from '@teklifal/core';
import { useSellerSuggestions } from '../api/seller-suggestions.ts';
import type { AdForm } from '../lib/ad-form-values.ts';

/** The server searches; the list shows what it answered. */
const serverFiltered: OptionsFilter = ({ options }) => options;

/**
 * The sellers an invited-only ad goes to: searched on the server, those working in the
 * ad's sector first and marked. Names of sellers chosen before are remembered, so their
 * pills keep their names when a new search no longer lists them.
 */
export function InvitedSellersSelect({
  form,
  initialSellers,
}: {
  form: AdForm;
  initialSellers: CompanySummary[];
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const sectorId = form.values.sectorId;
  const suggestions = useSellerSuggestions({ sectorId, q }, true);
  const [known, setKnown] = useState<Record<string, CompanySummary>>(() =>
    Object.fromEntries(initialSellers.map((seller) => [seller.id, seller])),
  );

  useEffect(() => {
    if (!suggestions.data) return;
    setKnown((current) => {
      const next = { ...current };
      for (const seller of suggestions.data) next[seller.id] = seller;
      return next;
    });
  }, [suggestions.data]);

  const matching = useMemo(
    () => new Set((suggestions.data ?? []).filter((s) => s.matchesSector).map((s) => s.id)),
    [suggestions.data],
  );

  const data = useMemo(() => {
    const listed: SellerSuggestion[] = [...(suggestions.data ?? [])].sort(
      (a, b) => Number(b.matchesSector) - Number(a.matchesSector),
    );
    const listedIds = new Set(listed.map((s) => s.id));
    const chosenElsewhere = form.values.invitedCompanyIds
      .filter((id) => !listedIds.has(id))
      .map((id) => known[id])
      .filter((seller): seller is CompanySummary => seller !== undefined);
    return [...listed, ...chosenElsewhere].map((seller) => ({
      value: seller.id,
      label: seller.name,
    }));
  }, [suggestions.data, form.values.invitedCompanyIds, known]);

  const { value, onChange, ...inputProps } = form.getInputProps('invitedCompanyIds');
  return (
    <MultiSelect
      label={t('ads.form.invited')}
      description={t('ads.form.invitedHint')}
      placeholder={t('ads.form.invitedPlaceholder')}
      data={data}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={serverFiltered}
      hidePickedOptions
      maxValues={AD_INVITED_MAX}
      nothingFoundMessage={
        suggestions.isFetching ? t('ads.form.invitedLoading') : t('ads.form.nothingFound')
      }
      renderOption={({ option }) => {
        const seller = known[option.value];
        return (
          <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
            <div>
              <Text size="sm">{option.label}</Text>
              {seller?.city && (
                <Text size="xs" c="dimmed">
                  {seller.city}
                </Text>
              )}
            </div>
            {matching.has(option.value) && (
              <Badge size="xs" variant="light" color="teal">
                {t('ads.form.matchesSector')}
              </Badge>
            )}
          </Group>
        );
      }}
      required
      value={value as string[]}
      onChange={onChange}
      {...inputProps}
    />
  );
}
