import type { i18n } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpRuntime, resetHttpRuntime } from '@/api/http/runtime';
import { installHttpRuntime, setHttpNavigation } from './http-runtime';

afterEach(() => resetHttpRuntime());

describe('the HTTP layer goes where the app’s paths say (spec §2, §8)', () => {
  it('home after a 401 or 403, the area-forbidden page for a blocked location', () => {
    const navigate = vi.fn();
    installHttpRuntime({ language: 'en' } as i18n);
    setHttpNavigation(navigate);
    httpRuntime().goHome();
    expect(navigate).toHaveBeenLastCalledWith('/');
    httpRuntime().goAreaForbidden();
    expect(navigate).toHaveBeenLastCalledWith('/area_forbidden');
  });
});
