import type { ReactNode } from 'react';
import { Table, Text, type TableTdProps, type TableThProps } from '@mantine/core';

/** The heading of a column of amounts: right-aligned, as the amounts beneath it. */
export function AmountHeading(props: TableThProps) {
  return <Table.Th ta="right" {...props} />;
}

/** An amount (a total, a unit price, a percentage): right-aligned under its heading. */
export function AmountCell(props: TableTdProps) {
  return <Table.Td ta="right" {...props} />;
}

/** What a row is about (a company, a line) in bold, with a dimmed detail beneath when given. */
export function NameCell({ name, detail }: { name: ReactNode; detail?: ReactNode }) {
  return (
    <Table.Td>
      <Text size="sm" fw={600}>
        {name}
      </Text>
      {detail !== undefined && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Table.Td>
  );
}
