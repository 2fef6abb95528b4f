import Uppy from '@uppy/core';
import { translate } from '../../../i18n';
import { uppyLocale } from './uppy-locale';

describe('uppyLocale', () => {
  it("is Uppy's own English in English, so the listing's uploader reads as it always did", () => {
    const uppysOwn: Record<string, unknown> = { ...new Uppy().defaultLocale?.strings };
    const ours = Object.entries(uppyLocale(translate('en')).strings);
    expect(ours.length).toBeGreaterThanOrEqual(10);
    for (const [key, text] of ours) expect({ [key]: text }).toEqual({ [key]: uppysOwn[key] });
  });

  it("speaks Spanish, one and many, and leaves Uppy's placeholders for Uppy to fill", () => {
    const uppy = new Uppy({ locale: uppyLocale(translate('es')) });
    expect(uppy.i18n('youCanOnlyUploadX', { smart_count: 1 })).toBe('Solo puedes subir 1 archivo');
    expect(uppy.i18n('youCanOnlyUploadX', { smart_count: 3 })).toBe('Solo puedes subir 3 archivos');
    expect(uppy.i18n('exceedsSize', { file: 'auto.jpg', size: '10 MB' })).toBe(
      'auto.jpg supera el tamaño máximo permitido de 10 MB',
    );
  });
});
