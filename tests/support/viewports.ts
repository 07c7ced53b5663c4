/** The review widths of the pages (phone, tablet, desktop): the visual tests' and the model walks' windows. */
export const WIDTHS = {
  phone: { width: 360, height: 740 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
} as const;
