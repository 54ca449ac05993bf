#!/usr/bin/env node
// Draws the app's icons (public/icons/*.png) from the favicon's design — the gold P on the brand
// navy — with Debian's Chromium: 192 and 512 px for the manifest and a 512 px maskable one whose
// mark sits inside the safe zone. The PNGs are committed; run this again only when the design changes.
//   node apps/web/scripts/make-icons.mjs
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const BRAND = '#0b1f4b';
const GOLD = '#f5b82e';

/** The mark: a rounded navy square with the gold P (maskable: full bleed, the P smaller). */
function svg(size, isMaskable) {
  const radius = isMaskable ? 0 : size * 0.22;
  const fontSize = size * (isMaskable ? 0.42 : 0.56);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${BRAND}"/>
  <circle cx="${size / 2}" cy="${size / 2}" r="${size * (isMaskable ? 0.3 : 0.38)}" fill="none" stroke="${GOLD}" stroke-opacity="0.35" stroke-width="${size * 0.02}"/>
  <text x="50%" y="50%" dy="0.35em" font-family="Liberation Sans, Arial, sans-serif" font-size="${fontSize}" font-weight="700" text-anchor="middle" fill="${GOLD}">P</text>
</svg>`;
}

const icons = [
  { name: 'icon-192.png', size: 192, isMaskable: false },
  { name: 'icon-512.png', size: 512, isMaskable: false },
  { name: 'icon-maskable-512.png', size: 512, isMaskable: true },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const { name, size, isMaskable } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg(size, isMaskable)}</body></html>`);
    await page.locator('svg').screenshot({ path: join(out, name), omitBackground: true });
    await page.close();
    console.log(`wrote public/icons/${name}`);
  }
} finally {
  await browser.close();
}
