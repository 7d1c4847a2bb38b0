import { defineSection } from '../section.ts';

/** Texts of the files screens; each key needs both languages (the catalogue test checks). */
export const filesMessages = defineSection(
  {
    title: 'Dosyalar',
    // Checks of a chosen file (the browser first, then the server again).
    wrongType: 'Bu dosya türü kabul edilmiyor. İzin verilen türler: {{types}}',
    tooLarge: 'Dosya çok büyük; en fazla {{max}} olabilir',
    empty: 'Dosya boş; lütfen içeriği olan bir dosya seçin',
    oneFile: 'Tek seferde yalnızca bir dosya yükleyebilirsiniz',
    unreadable: 'Dosya okunamadı; lütfen tekrar yükleyin',
    // A file's address with another size or format (?w=, ?format=).
    width: 'Görsel genişliği',
    format: 'Görsel biçimi',
    notResizable: 'Bu dosya yalnızca yüklendiği haliyle sunulur; başka boyutu veya biçimi yok',
    // The upload control.
    dropHere: 'Dosyayı buraya sürükleyin veya seçmek için tıklayın',
    choose: 'Dosya seç',
    hint: '{{types}}; en fazla {{max}}',
    uploading: '{{name}} yükleniyor…',
    progress: '%{{percent}}',
    progressLabel: 'Yükleme ilerlemesi',
    cancel: 'Yüklemeyi iptal et',
    remove: 'Dosyayı kaldır',
    open: 'Dosyayı aç',
    previewAlt: '{{name}} önizlemesi',
    failed: 'Dosya yüklenemedi. Lütfen tekrar deneyin.',
  },
  {
    title: 'Files',
    wrongType: 'This file type is not accepted. Allowed types: {{types}}',
    tooLarge: 'The file is too large; the limit is {{max}}',
    empty: 'The file is empty; please choose a file with content',
    oneFile: 'You can upload only one file at a time',
    unreadable: 'The file could not be read; please upload it again',
    width: 'Image width',
    format: 'Image format',
    notResizable: 'This file is served only as uploaded; it has no other sizes or formats',
    dropHere: 'Drag the file here or click to choose',
    choose: 'Choose file',
    hint: '{{types}}; up to {{max}}',
    uploading: 'Uploading {{name}}…',
    progress: '{{percent}}%',
    progressLabel: 'Upload progress',
    cancel: 'Cancel upload',
    remove: 'Remove file',
    open: 'Open file',
    previewAlt: 'Preview of {{name}}',
    failed: 'The file could not be uploaded. Please try again.',
  },
);
