import type { DeviceClass } from './request-facts';

/** The viewport width the server renders for (a phone's, a desktop's). */
const WIDTH: Record<DeviceClass, number> = { phone: 360, desktop: 1440 };

/**
 * Answers a media query for a device class, as MUI's `ssrMatchMedia` asks (useMediaQuery):
 * min-width and max-width against the class's width, `prefers-*` as a default browser does.
 * The server renders a phone's layout for a phone's user agent, and the browser hydrates with
 * the same answers before it reads its own (the page says which class it was rendered for).
 */
export function deviceMatchMedia(device: DeviceClass) {
  const width = WIDTH[device];
  return (query: string): { matches: boolean } => {
    const conditions = query.replace(/^@media\s*/, '').split(/\s+and\s+/);
    const matches = conditions.every((condition) => {
      const rule = /\(\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)/.exec(condition);
      if (rule) return rule[1] === 'min' ? width >= Number(rule[2]) : width <= Number(rule[2]);
      if (/prefers-reduced-motion\s*:\s*reduce|prefers-color-scheme\s*:\s*dark/.test(condition))
        return false;
      if (/hover\s*:\s*hover|pointer\s*:\s*fine/.test(condition)) return device === 'desktop';
      return true;
    });
    return { matches };
  };
}
