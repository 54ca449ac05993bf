import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { loadLocale } from '../../../lib/i18n/i18n.ts';
import { locale } from '../../../lib/i18n/locale.ts';
import { mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

/**
 * Hindi and Marathi (ADR 020): an empty account form in Hindi and Marathi names each field in its error as the field's label
 * does ("मोबाइल नंबर ज़रूरी है!" under "मोबाइल नंबर", "नाव आवश्यक आहे" under "नाव"), not in other words
 * ("फ़ोन नंबर", "यूज़रनेम") and not in English.
 */
async function errorsNameTheirFields(path: string) {
  const { user, unmount } = renderApp(path);
  const submit = await screen.findByRole('button', { name: /सबमिट|रजिस्टर|नोंदणी/ });
  await user.click(submit);
  await waitFor(() => expect(document.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(0));
  const fields = Array.from(document.querySelectorAll<HTMLInputElement>('input[aria-invalid="true"]'));
  const pairs = fields.map((field) => {
    const label = document.querySelector(`label[for="${field.id}"]`)?.textContent?.trim() ?? '';
    const error = document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent?.trim() ?? '';
    return { label, error };
  });
  for (const { label, error } of pairs) {
    expect(label).not.toBe('');
    expect(error.startsWith(label), `"${error}" under "${label}"`).toBe(true);
    expect(error).not.toMatch(/[A-Za-z]/);
  }
  unmount();
  return pairs.length;
}

describe('the account forms in Hindi and Marathi', () => {
  afterEach(() => locale.set('en'));

  for (const code of ['hi', 'mr'] as const) {
    it(`${code}: login, register and forgot password name each empty field as its label does`, async () => {
      mockApi({ [apiPaths.getSocialData]: () => ok() });
      await loadLocale(code);
      for (const [path, count] of [
        ['/login', 2],
        ['/r', 3],
        ['/forgotpass', 1],
      ] as const) {
        const rendered = await errorsNameTheirFields(path);
        expect(rendered, path).toBe(count);
      }
    });
  }
});
