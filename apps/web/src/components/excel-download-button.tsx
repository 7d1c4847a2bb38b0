import { Button } from '@mantine/core';
import { IconTableExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * "Excel olarak indir": an .xlsx export of the API (numbers, amounts and dates as real cells),
 * beside a list's CSV export. A plain link, so the browser downloads it with the session cookie.
 */
export function ExcelDownloadButton({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <Button
      component="a"
      href={href}
      download
      variant="default"
      leftSection={<IconTableExport size={16} />}
    >
      {t('excelExports.download')}
    </Button>
  );
}
