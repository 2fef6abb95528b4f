import Uppy from '@uppy/core';
import Dashboard from '@uppy/dashboard';
import { translate } from '../../../i18n';
import { uppyLocale } from './uppy-locale';

describe('uppyLocale', () => {
  it("is Uppy's own English in English, so the listing's uploader reads as it always did", () => {
    const uppy = new Uppy();
    const dashboard = new Dashboard(uppy, {});
    const uppysOwn: Record<string, unknown> = {
      ...uppy.defaultLocale?.strings,
      ...dashboard.defaultLocale?.strings,
    };
    const ours = Object.entries(uppyLocale(translate('en')).strings);
    expect(ours.length).toBeGreaterThan(40);
    for (const [key, text] of ours) expect({ [key]: text }).toEqual({ [key]: uppysOwn[key] });
  });

  it("speaks Spanish, one and many, and leaves Uppy's placeholders for Uppy to fill", () => {
    const uppy = new Uppy({ locale: uppyLocale(translate('es')) });
    const dashboard = new Dashboard(uppy, {});
    expect(dashboard.i18n('uploadXFiles', { smart_count: 1 })).toBe('Subir 1 archivo');
    expect(dashboard.i18n('uploadXFiles', { smart_count: 3 })).toBe('Subir 3 archivos');
    expect(dashboard.i18n('filesUploadedOfTotal', { complete: 2, smart_count: 3 })).toBe('2 de 3 archivos subidos');
    expect(uppy.i18n('exceedsSize', { file: 'auto.jpg', size: '10 MB' })).toBe(
      'auto.jpg supera el tamaño máximo permitido de 10 MB',
    );
  });
});
