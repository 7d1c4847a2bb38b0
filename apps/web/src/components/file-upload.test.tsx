import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLocale } from '../lib/i18n.ts';
import { FakeXhr } from '../test/fake-xhr.ts';
import { FileUpload, type FileUploadProps, type UploadedFile } from './file-upload.tsx';

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLocale('tr');
});

const LABEL = 'Şirket logosu';

function renderUpload(props: Partial<FileUploadProps> = {}) {
  const onChange = vi.fn();
  // The browser's own `accept` filter is bypassed, as a user choosing "All files" would.
  const user = userEvent.setup({ applyAccept: false });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <FileUpload purpose="logo" label={LABEL} onChange={onChange} {...props} />
      </MantineProvider>
    </I18nextProvider>,
  );
  const input = screen.getByLabelText(LABEL) as HTMLInputElement;
  return { ...view, onChange, user, input };
}

const fileOf = (name: string, type: string, size: number) =>
  new File([new Uint8Array(size)], name, { type });

const ANSWER: UploadedFile = {
  id: '0190a000-0000-7000-8000-000000000001',
  originalName: 'logo.png',
  mimeType: 'image/png',
  size: 2048,
  url: '/api/files/0190a000-0000-7000-8000-000000000001',
};

describe('FileUpload', () => {
  it('is a file input labelled for screen readers, with the rules as its description', () => {
    const { input } = renderUpload({ description: 'Kare bir görsel seçin' });
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', expect.stringContaining('image/png'));
    expect(input).toHaveAccessibleDescription(
      /Kare bir görsel seçin.*PNG, JPEG, WebP; en fazla 2 MB/,
    );
  });

  it('refuses a file that is too large without sending anything', async () => {
    const { user, input, onChange } = renderUpload();
    await user.upload(input, fileOf('logo.png', 'image/png', 2 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dosya çok büyük; en fazla 2 MB olabilir',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Dosya çok büyük/);
    expect(FakeXhr.sent).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a type the purpose does not accept, naming the allowed types', async () => {
    const { user, input } = renderUpload();
    await user.upload(input, fileOf('logo.svg', 'image/svg+xml', 300));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bu dosya türü kabul edilmiyor. İzin verilen türler: PNG, JPEG, WebP',
    );
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('checks documents against their own rules', async () => {
    const { user, input } = renderUpload({ purpose: 'companyDocument', label: LABEL });
    await user.upload(input, fileOf('notlar.txt', 'text/plain', 10));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'İzin verilen türler: PDF, PNG, JPEG, WebP, DOCX, XLSX, DOC, XLS',
    );
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('uploads with a progress bar and hands the answer to onChange', async () => {
    const { user, input, onChange } = renderUpload();
    const file = fileOf('logo.png', 'image/png', 2048);
    await user.upload(input, file);

    expect(FakeXhr.sent).toHaveLength(1);
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/files');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers['accept-language']).toBe('tr');
    expect(xhr.body?.get('purpose')).toBe('logo');
    expect((xhr.body?.get('file') as File).name).toBe('logo.png');
    expect([...xhr.body!.keys()]).toEqual(['purpose', 'file']);

    expect(screen.getByText('logo.png yükleniyor…')).toBeInTheDocument();
    xhr.progress(1024, 2048);
    expect(screen.getByRole('progressbar', { name: 'Yükleme ilerlemesi' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByTestId('upload-percent')).toHaveTextContent('%50');

    await xhr.respond(201, ANSWER);
    expect(onChange).toHaveBeenCalledWith(ANSWER);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the server’s field error under the control', async () => {
    const { user, input, onChange } = renderUpload();
    await user.upload(input, fileOf('logo.png', 'image/png', 2048));
    await FakeXhr.sent[0]!.respond(400, {
      type: 'urn:teklifal:problem:validation',
      title: 'Lütfen işaretli alanları düzeltin',
      status: 400,
      code: 'VALIDATION',
      errors: [
        {
          field: 'file',
          messageKey: 'files.wrongType',
          params: { types: 'PNG, JPEG, WebP' },
          message: 'Bu dosya türü kabul edilmiyor. İzin verilen türler: PNG, JPEG, WebP',
        },
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bu dosya türü kabul edilmiyor. İzin verilen türler: PNG, JPEG, WebP',
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('can cancel a running upload', async () => {
    const { user, input, onChange } = renderUpload();
    await user.upload(input, fileOf('logo.png', 'image/png', 2048));
    await user.click(screen.getByRole('button', { name: 'Yüklemeyi iptal et' }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes a dropped file', async () => {
    renderUpload();
    fireEvent.drop(screen.getByTestId('file-drop-area'), {
      dataTransfer: { files: [fileOf('logo.webp', 'image/webp', 500)] },
    });
    expect(FakeXhr.sent).toHaveLength(1);
    expect((FakeXhr.sent[0]!.body?.get('file') as File).name).toBe('logo.webp');
  });

  it('refuses two dropped files at once without sending either', async () => {
    const { onChange } = renderUpload();
    fireEvent.drop(screen.getByTestId('file-drop-area'), {
      dataTransfer: {
        files: [fileOf('a.png', 'image/png', 500), fileOf('b.png', 'image/png', 500)],
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tek seferde yalnızca bir dosya yükleyebilirsiniz',
    );
    expect(FakeXhr.sent).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows a chosen image as a preview, and removes it', async () => {
    function Controlled() {
      const [value, setValue] = useState<UploadedFile | null>(ANSWER);
      return <FileUpload purpose="logo" label={LABEL} value={value} onChange={setValue} />;
    }
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <Controlled />
        </MantineProvider>
      </I18nextProvider>,
    );
    expect(screen.getByRole('img', { name: 'logo.png önizlemesi' })).toHaveAttribute(
      'src',
      ANSWER.url,
    );
    await user.click(screen.getByRole('button', { name: 'Dosyayı kaldır' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(
      screen.getByText('Dosyayı buraya sürükleyin veya seçmek için tıklayın'),
    ).toBeInTheDocument();
  });

  it('shows a document with its name and size, and the error it is given', () => {
    renderUpload({
      purpose: 'companyDocument',
      value: {
        ...ANSWER,
        originalName: 'Vergi levhası.pdf',
        mimeType: 'application/pdf',
        size: 1.5 * 1024 * 1024,
      },
      error: 'Vergi levhası zorunludur',
    });
    expect(screen.getByRole('link', { name: 'Vergi levhası.pdf' })).toHaveAttribute(
      'href',
      ANSWER.url,
    );
    expect(screen.getByText('1,5 MB')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Vergi levhası zorunludur');
  });

  it('speaks English when English is chosen', async () => {
    await setLocale('en');
    const { user, input } = renderUpload();
    await user.upload(input, fileOf('logo.png', 'image/png', 3 * 1024 * 1024));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file is too large; the limit is 2 MB',
    );
    await user.upload(input, fileOf('logo.png', 'image/png', 100));
    expect(FakeXhr.sent[0]!.headers['accept-language']).toBe('en');
  });
});
