import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { en } from '../../i18n/en';
import { th } from '../../i18n/th';

/** The WCAG 2.1 A and AA rules. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** WCAG violations of these impacts fail the check. */
const BLOCKING = new Set(['serious', 'critical']);

/** axe's best-practice rules the portal keeps too, whatever their impact: named dialogs. */
const ALWAYS_RULES = ['aria-dialog-name'];

/**
 * Page structure every screen keeps: one h1 and one main landmark. Not checked while a dialog
 * or pop-up menu hides the page from assistive technology.
 */
const STRUCTURE_RULES = ['page-has-heading-one', 'landmark-one-main'];

/**
 * The rules run: every WCAG 2.1 A and AA rule, also those axe leaves off by default (its
 * experimental ones, such as `label-content-name-mismatch`: a control's name contains the text
 * it shows), and the rules above. Nothing else is run, as nothing else would be kept.
 */
const RULES = [
  ...axe
    .getRules()
    .filter((r) => r.tags.some((t) => WCAG_TAGS.includes(t)))
    .map((r) => r.ruleId),
  ...ALWAYS_RULES,
  ...STRUCTURE_RULES,
];

/** Pages of tests run with the checking `test` below: the screens they land on are checked. */
const checkedPages = new WeakSet<Page>();

/**
 * Waits until the screen has loaded (no progress indicator of loading shows: a bar that
 * measures work done, with its value, is part of the screen) and no finite animation (a
 * dialog fading in, a menu growing) is running.
 */
async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[role=progressbar]:not([aria-valuenow])')].every(
        (e) => !e.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
      ) &&
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
        ),
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * The rules whose outcome depends on the colours alone: a screen already checked in one theme
 * is checked in the other with these only (contrast of text and of links within text).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Serious and critical WCAG 2.1 AA violations and the rules above, one line per element;
 * `only` runs just those of the rules.
 */
export async function accessibilityViolations(page: Page, only?: string[]): Promise<string[]> {
  await settled(page);
  const pageHidden = await page.evaluate(
    () => document.getElementById('root')?.getAttribute('aria-hidden') === 'true',
  );
  // axe runs in the page itself (legacy mode: frames of the same origin only, and the portal
  // has no other) rather than finishing each run in a blank page of its own, which doubled
  // the time of every check.
  const { violations } = await new AxeBuilder({ page })
    .withRules(only ?? RULES)
    .setLegacyMode()
    .analyze();
  return violations
    .filter(
      (v) =>
        ALWAYS_RULES.includes(v.id) ||
        (STRUCTURE_RULES.includes(v.id) && !pageHidden) ||
        (v.tags.some((t) => WCAG_TAGS.includes(t)) && BLOCKING.has(v.impact ?? '')),
    )
    .flatMap((v) =>
      v.nodes.map((n) => {
        const why = [...n.any, ...n.all, ...n.none][0]?.message ?? v.help;
        return `${v.id} (${v.impact}) ${n.target.join(' ')}: ${why}`;
      }),
    );
}

/** Every text of a catalogue, its placeholders ('%{count}') cut out: the parts between them. */
function textsOf(messages: unknown, out: string[] = []): string[] {
  if (typeof messages === 'string') out.push(...messages.split(/%\{\w+\}/));
  else if (messages && typeof messages === 'object')
    for (const value of Object.values(messages)) textsOf(value, out);
  return out;
}

/**
 * The English interface's words: each text of the English catalogue (the app's and
 * react-admin's) of two words or more, or one capitalised word of six letters or more (a file
 * name such as 'orders.xlsx' is not one), that the Thai
 * catalogue does not also use (brand names, units), and the English that libraries put in
 * names when nobody gives them Thai. Found on a Thai screen, one of them is a leak.
 */
const ENGLISH_TEXTS = (() => {
  const thai = new Set(textsOf(th).map((t) => t.trim()));
  const library = ['Month View', 'pagination navigation', 'Rows per page', 'Go to next page'];
  const texts = textsOf(en)
    .map((t) => t.trim().replace(/[.:…]+$/, ''))
    .filter((t) => /^[A-Za-z]/.test(t) && !thai.has(t))
    .filter((t) => t.split(/\s+/).length >= 2 || /^[A-Z][a-z]{5,}$/.test(t));
  return [...new Set([...texts, ...library])];
})();
const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ENGLISH = new RegExp(`(?<![A-Za-z])(?:${ENGLISH_TEXTS.map(escape).join('|')})(?![A-Za-z])`);

/**
 * English interface text on a Thai screen: in what it shows, and in the names and titles it
 * gives its controls (an `aria-label`, a `title`). Empty on a screen in English.
 */
export async function englishOnThaiScreen(page: Page): Promise<string[]> {
  const { lang, texts } = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    texts: [
      document.body.innerText,
      ...[...document.querySelectorAll('[aria-label],[title]')].flatMap((e) => [
        e.getAttribute('aria-label') ?? '',
        e.getAttribute('title') ?? '',
      ]),
    ],
  }));
  if (lang !== 'th') return [];
  return texts.flatMap((text) => {
    const found = ENGLISH.exec(text);
    return found ? [`English on a Thai screen: "${found[0]}" in "${text.slice(0, 120)}"`] : [];
  });
}

/**
 * The kinds of screen checked in this worker with every rule: address (record ids as `:id`)
 * and width. Many tests end on the same list or form, or on a screen they checked themselves;
 * tests/e2e/a11y.spec.ts checks every screen in each of its states, so the end check looks at
 * each kind of screen once a worker.
 */
const checkedKinds = new Set<string>();
const kindOf = (page: Page) =>
  `${new URL(page.url()).pathname.replace(/\/\d+(?=\/|$)/g, '/:id')} ${page.viewportSize()?.width}`;

/**
 * Fails listing rule, impact and element of every violation above on the page;
 * `soft` lets the test go on to its next screen and fail at its end; `only` checks just those
 * rules (a screen checked once already, in other colours).
 */
export async function expectAccessible(
  page: Page,
  label: string,
  { soft = false, only }: { soft?: boolean; only?: string[] } = {},
) {
  if (!only) checkedKinds.add(kindOf(page));
  // Every screen a test checks is also checked for English left on it in Thai.
  const message = `accessibility of ${label} (${new URL(page.url()).pathname})`;
  // Asked again after a moment: a screen still loading its parts is judged once it has them.
  const check = async () => [
    ...(await accessibilityViolations(page, only)),
    ...(only ? [] : await englishOnThaiScreen(page)),
  ];
  let violations = await check();
  for (let retry = 0; retry < 2 && violations.length > 0; retry += 1) {
    await page.waitForTimeout(1_000);
    violations = await check();
  }
  (soft ? expect.soft : expect)(violations, message).toEqual([]);
}

/** The screens shared steps have checked in this worker: label, address, width and user. */
const checkedScreens = new Set<string>();

/**
 * Checks the screen a shared step landed on, when the test runs with the checking `test`; the
 * test goes on and fails at its end. A screen is checked once in a worker for each address,
 * width and user (`who`): signing in lands on the same sign-in page and the same first screen
 * in most tests, and checking them again found nothing new.
 */
export async function checkScreen(page: Page, label: string, who = '') {
  if (!checkedPages.has(page)) return;
  const key = [label, new URL(page.url()).pathname, page.viewportSize()?.width, who].join(' ');
  if (checkedScreens.has(key)) return;
  checkedScreens.add(key);
  await expectAccessible(page, label, { soft: true });
}

/**
 * Playwright's `test` that checks accessibility: the screens the shared steps land on
 * (sign-in page, first screen after signing in, mailbox) and the screen a passing test ends on
 * (unless a screen of its kind and width was checked in this worker).
 */
export const test = base.extend<{ accessibilityCheck: void; cspCheck: void }>({
  /** No page of a test may break the Content-Security-Policy (e.g. an eval probe). */
  cspCheck: [
    async ({ page }, use, testInfo) => {
      const violations: string[] = [];
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
        ),
      );
      page.on('console', (msg) => {
        if (msg.type() === 'error' && msg.text().startsWith('CSP violation:')) {
          violations.push(`${page.url()}: ${msg.text()}`);
        }
      });
      await use();
      if (testInfo.status === 'passed') expect(violations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
  accessibilityCheck: [
    async ({ page }, use, testInfo) => {
      checkedPages.add(page);
      await use();
      checkedPages.delete(page);
      const passed = testInfo.status === testInfo.expectedStatus && testInfo.status === 'passed';
      const isAppPage =
        !page.isClosed() &&
        page.url().startsWith('http') &&
        (await page.evaluate(() => document.contentType)) === 'text/html';
      if (!passed || !isAppPage) return;
      if (checkedKinds.has(kindOf(page))) return;
      await expectAccessible(page, 'the screen the test ended on');
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The contrast ratio (WCAG) of a field's shown value on its background: the text colour (an
 * input's -webkit-text-fill-color, which MUI greys when disabled) over the field's own
 * background over white. axe leaves disabled fields out of its contrast rule; read-only fields
 * are read all the same.
 */
export function contrastOf(input: Locator): Promise<number> {
  return input.evaluate((el) => {
    const rgba = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const over = ([r, g, b, a = 1]: number[], [R, G, B]: number[]) => [
      r * a + R * (1 - a),
      g * a + G * (1 - a),
      b * a + B * (1 - a),
    ];
    const luminance = (c: number[]) => {
      const [r, g, b] = c.map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const box = el.closest('.MuiInputBase-root') ?? el;
    const background = over(rgba(getComputedStyle(box).backgroundColor), [255, 255, 255]);
    const style = getComputedStyle(el);
    const text = over(rgba(style.webkitTextFillColor || style.color), background);
    const [light, dark] = [luminance(background), luminance(text)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  });
}
