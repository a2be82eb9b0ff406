import type { Locator, Page } from '@playwright/test';
import { readFile, writeFile } from 'node:fs/promises';
import { th } from '../../i18n/th';
import {
  answerUnsavedConfirm,
  chooseOption,
  completeFirstLogin,
  expect,
  field,
  firstLoginDialog,
  followMailLink,
  labelled,
  openMail,
  pickAddress,
  profileButton,
  randomDigits,
  sidebarItems,
  signedIn,
  signOut,
  submitSignIn,
  tableRow,
  tableRows,
  test,
  TINY_PDF,
  uniqueEmail,
  USERS,
} from './helpers';

const S1 = th.app.register.step1;
const F = th.app.register.form;
const A = th.app.register.address;
const V = th.validation.register;

const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });
const nextButton = (page: Page) => page.getByRole('button', { name: F.next, exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: F.save, exact: true });
const juristicField = (page: Page) => page.getByLabel(S1.juristic_id);
const section = (page: Page, title: string) => page.getByRole('region', { name: title });

/** A juristic number the sandbox registry knows, ending in 0 (its Bangkok address). */
const newJuristicNo = () => `0105${randomDigits(8)}0`;

/** The success modal: the account e-mail and the generated password it shows. */
async function successModal(
  page: Page,
  email: string,
): Promise<{ dialog: Locator; password: string }> {
  const dialog = page.getByRole('dialog', { name: th.app.register.success.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(th.app.register.success.account);
  await expect(dialog.getByText(email, { exact: true })).toBeVisible();
  const label = dialog.getByText(th.app.register.success.password, { exact: true });
  const password = (
    (await label.locator('xpath=following-sibling::*[1]').textContent()) ?? ''
  ).trim();
  expect(password).toMatch(/^[A-Za-z0-9]{8,}$/);
  return { dialog, password };
}

async function startCompany(page: Page, juristicNo: string) {
  await page.goto('/register');
  await radio(page, 'นิติบุคคล').check();
  await juristicField(page).fill(juristicNo);
  await nextButton(page).click();
  await expect(page).toHaveURL(/\/register\/company-register$/);
}

test.describe('register step 1 messages', () => {
  test('no type, no status, empty, short, unknown and registry-down juristic numbers', async ({
    page,
  }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: S1.title })).toBeVisible();

    // No applicant type.
    await nextButton(page).click();
    await expect(page.getByText(V.user_type_required, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);

    // Individual without a status.
    await radio(page, 'บุคคลธรรมดา').check();
    await expect(page.getByText(V.user_type_required, { exact: true })).toHaveCount(0);
    await nextButton(page).click();
    await expect(page.getByText(S1.status_required, { exact: true })).toBeVisible();

    // Company with an empty juristic number.
    await radio(page, 'นิติบุคคล').check();
    await expect(radio(page, S1.status_thai)).toHaveCount(0);
    await nextButton(page).click();
    await expect(juristicField(page)).toHaveAccessibleDescription(V.required);
    await expect(juristicField(page)).toHaveAttribute('aria-invalid', 'true');

    // Only digits are kept; a short number is refused before the registry is asked.
    await juristicField(page).fill('01ab05');
    await expect(juristicField(page)).toHaveValue('0105');
    await nextButton(page).click();
    await expect(juristicField(page)).toHaveAccessibleDescription(V.juristic_not_found);
    await expect(page).toHaveURL(/\/register$/);

    // Thirteen digits the registry does not know: the server's message under the field.
    await juristicField(page).fill('1234567890123');
    await expect(juristicField(page)).not.toHaveAttribute('aria-invalid', 'true');
    await nextButton(page).click();
    await expect(juristicField(page)).toHaveAccessibleDescription(V.juristic_not_found);
    await expect(page).toHaveURL(/\/register$/);

    // The registry is down (502): the form opens with name and address typed by hand.
    await juristicField(page).fill('0999999999999');
    await nextButton(page).click();
    await expect(page).toHaveURL(/\/register\/company-register$/);
    await expect(page.getByText(th.app.register.company.bad_gateway)).toBeVisible();
    await expect(field(page, F.juristic_id)).toHaveValue('0999999999999');
    await expect(field(page, F.juristic_id)).not.toBeEditable();
    const name = field(page, F.company_name);
    await expect(name).toHaveValue('');
    await expect(name).toBeEditable();
    await name.fill('บริษัท พิมพ์เอง จำกัด');
    await expect(name).toHaveValue('บริษัท พิมพ์เอง จำกัด');
    const registered = section(page, F.section_registered_address);
    await expect(field(registered, A.registered_address)).toBeEditable();
    await expect(registered.getByRole('combobox', { name: labelled(A.province) })).toBeEnabled();
  });
});

test.describe('typed registration data is not lost without a warning', () => {
  test('Back on step 1 with a typed number asks; Next goes on without asking', async ({ page }) => {
    const back = page.getByRole('button', { name: F.back, exact: true });
    await page.goto('/register');
    await radio(page, 'นิติบุคคล').check();
    await juristicField(page).fill('0105');
    await answerUnsavedConfirm(page, 'stay', () => back.click());
    await expect(page).toHaveURL(/\/register$/);
    await expect(juristicField(page)).toHaveValue('0105');
    await answerUnsavedConfirm(page, 'leave', () => back.click());
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Back on the company form with typed data asks', async ({ page }) => {
    await startCompany(page, newJuristicNo());
    await field(page, F.shop_name).fill('ร้านยังไม่บันทึก');
    const back = page.getByRole('button', { name: F.back, exact: true });
    await answerUnsavedConfirm(page, 'stay', () => back.click());
    await expect(page).toHaveURL(/\/register\/company-register$/);
    await answerUnsavedConfirm(page, 'leave', () => back.click());
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('registration', () => {
  test('a company registers, verifies its e-mail, signs in, changes the password and attaches ภ.พ.20', async ({
    page,
  }, testInfo) => {
    const juristicNo = newJuristicNo();
    const last4 = juristicNo.slice(-4);
    const email = uniqueEmail('company');
    await startCompany(page, juristicNo);

    // Prefilled from the registry, read-only.
    await expect(page.getByRole('heading', { name: th.app.register.company.title })).toBeVisible();
    await expect(field(page, F.juristic_id)).toHaveValue(juristicNo);
    await expect(field(page, F.juristic_id)).not.toBeEditable();
    await expect(field(page, F.company_name)).toHaveValue(`บริษัท ทดสอบ ${last4} จำกัด`);
    await expect(field(page, F.company_name)).not.toBeEditable();
    const registered = section(page, F.section_registered_address);
    await expect(field(registered, A.registered_address)).toHaveValue(
      `เลขที่ ${Number(last4)} ถนนรัชดาภิเษก`,
    );
    await expect(registered.getByRole('combobox', { name: labelled(A.province) })).toHaveValue(
      'กรุงเทพมหานคร',
    );
    await expect(field(registered, A.postcode)).toHaveValue('10310');

    // The rest of the form.
    await chooseOption(page, F.company_type, 'บริษัทจำกัด');
    await field(page, F.shop_name).fill('ร้านทดสอบสมัคร');
    await field(page, F.tel).fill('02-555-1234');
    await expect(field(page, F.tel)).toHaveValue('025551234');
    await chooseOption(page, F.title, 'นาย');
    await field(page, F.first_name).fill('สมัคร');
    await field(page, F.last_name).fill('ทดลองใช้');
    await field(page, F.email).fill(email);
    await field(page, F.mobile).fill('0812345678');

    // The copy box hides the document address; unticked, the block comes back empty.
    const copy = page.getByRole('checkbox', { name: F.copy_address });
    const docBlock = section(page, F.section_doc_address);
    await expect(docBlock).toBeVisible();
    await copy.check();
    await expect(docBlock).toHaveCount(0);
    await copy.uncheck();
    await expect(docBlock).toBeVisible();
    await expect(field(docBlock, A.doc_address)).toHaveValue('');

    // The document address: province → district → sub-district; the postcode fills itself.
    await field(docBlock, A.doc_address).fill('88/8 ถนนนิมมานเหมินท์');
    const district = docBlock.getByRole('combobox', { name: labelled(A.district) });
    await expect(district).toBeDisabled();
    await pickAddress(docBlock, A.province, 'เชียงใหม่');
    await pickAddress(docBlock, A.district, 'เมืองเชียงใหม่');
    await pickAddress(docBlock, A.subdistrict, 'สุเทพ');
    await expect(field(docBlock, A.postcode)).toHaveValue('50200');

    await saveButton(page).click();
    const { dialog, password } = await successModal(page, email);
    await dialog.getByRole('button', { name: th.app.register.success.to_login }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The verification e-mail in the development mailbox.
    const mail = await openMail(page, email, th.server.password.mail_verify_subject);
    await followMailLink(mail);
    await expect(page).toHaveURL(/\/verify-email\?/);
    await page.getByRole('button', { name: th.app.account.verify.submit }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(th.app.account.verify.success)).toBeVisible();

    // The generated password signs in to the forced change dialog.
    await submitSignIn(page, email, password);
    const first = firstLoginDialog(page);
    await expect(first).toBeVisible();
    await expect(first).toContainText(th.server.login_must_change);

    const pdf = testInfo.outputPath('vat-certificate.pdf');
    await writeFile(pdf, TINY_PDF);
    await completeFirstLogin(first, 'Company@2025', th.app.account.first_login.doc_3, pdf);
    await expect(page).toHaveURL(/\/products$/);
    await expect(sidebarItems(page).first()).toBeVisible();
    await expect(profileButton(page)).toHaveText('สมัคร ทดลองใช้');

    // Staff open the certificate from the user's record.
    await signOut(page);
    await signedIn(page, USERS.admin.email, '/users');
    await page.getByRole('textbox', { name: th.app.users.list.search_label }).fill(email);
    await page.getByRole('button', { name: th.ra.action.search, exact: true }).click();
    await expect(tableRows(page)).toHaveCount(1);
    await expect(tableRow(page, email)).toContainText('ร้านทดสอบสมัคร');
    // The row's view link (the row also has edit and delete).
    const view = th.app.users.list.view.split('%{name}')[0];
    await tableRow(page, email)
      .getByRole('link', { name: new RegExp(`^${view}`) })
      .click();
    const R = th.app.users.record;
    await expect(page.getByRole('heading', { level: 1, name: R.title })).toBeVisible();
    await expect(field(page, F.email)).toHaveValue(email);
    const documents = page.getByRole('table', { name: R.section_documents });
    await expect(documents).toContainText(th.app.account.first_login.doc_3);
    await expect(documents).toContainText('vat-certificate.pdf');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      documents
        .getByRole('link', { name: R.open_doc.replace('%{name}', 'vat-certificate.pdf') })
        .click(),
    ]);
    expect(await readFile(await download.path())).toEqual(TINY_PDF);
  });

  test('a Thai individual comes back from the national digital ID with the form prefilled', async ({
    page,
  }) => {
    const email = uniqueEmail('thai');
    await page.goto('/register');
    await radio(page, 'บุคคลธรรมดา').check();
    await radio(page, S1.status_thai).check();
    await expect(nextButton(page)).toHaveCount(0);
    await page.getByRole('button', { name: S1.ndid_button }).click();

    await expect(page).toHaveURL(/\/sandbox\/ndid\/authorize/);
    await expect(page.getByText(th.server.register.ndid_page_title)).toBeVisible();
    await page
      .getByRole('button', {
        name: th.server.register.ndid_page_choose.replace('%{name}', 'นางสาวสุดารัตน์ ใจงาม'),
      })
      .click();

    await expect(page).toHaveURL(/\/register\/individual-register$/);
    await expect(
      page.getByRole('heading', { name: th.app.register.individual.title_thai }),
    ).toBeVisible();
    const idCard = field(page, F.id_card);
    await expect(idCard).toHaveValue('1500100123451');
    await expect(idCard).not.toBeEditable();
    await expect(field(page, F.first_name)).toHaveValue('สุดารัตน์');
    await expect(field(page, F.last_name)).toHaveValue('ใจงาม');
    const idAddress = section(page, F.section_id_address);
    await expect(field(idAddress, A.id_card_address)).toHaveValue('12 ถนนนิมมานเหมินท์');
    await expect(idAddress.getByRole('combobox', { name: labelled(A.province) })).toHaveValue(
      'เชียงใหม่',
    );
    await expect(field(idAddress, A.postcode)).toHaveValue('50200');

    await chooseOption(page, F.title, 'นางสาว');
    await field(page, F.email).fill(email);
    await field(page, F.shop_name).fill('ร้านสุดารัตน์');
    await field(page, F.tel).fill('0531234567');
    await field(page, F.mobile).fill('0891234567');
    await page.getByRole('checkbox', { name: F.copy_address }).check();
    await expect(section(page, F.section_doc_address)).toHaveCount(0);

    await saveButton(page).click();
    const { dialog } = await successModal(page, email);
    await dialog.getByRole('button', { name: th.app.register.success.to_login }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a foreigner registers with a passport', async ({ page }) => {
    const email = uniqueEmail('foreigner');
    const passport = `P${randomDigits(7)}`;
    await page.goto('/register');
    await radio(page, 'บุคคลธรรมดา').check();
    await radio(page, S1.status_foreigner).check();
    const passportField = page.getByLabel(S1.passport);

    // Empty, then the sandbox's unknown passports (starting with X).
    await nextButton(page).click();
    await expect(passportField).toHaveAccessibleDescription(V.passport_required);
    await passportField.fill('X1234567');
    await nextButton(page).click();
    await expect(passportField).toHaveAccessibleDescription(th.server.register.passport_not_found);

    await passportField.fill(passport);
    await nextButton(page).click();
    await expect(page).toHaveURL(/\/register\/individual-register$/);
    await expect(
      page.getByRole('heading', { name: th.app.register.individual.title_foreigner }),
    ).toBeVisible();
    await expect(field(page, F.passport)).toHaveValue(passport);
    await expect(field(page, F.passport)).not.toBeEditable();

    await chooseOption(page, F.title, 'นาย');
    await field(page, F.first_name).fill('John');
    await field(page, F.last_name).fill('Smith');
    await field(page, F.email).fill(email);
    await field(page, F.shop_name).fill('John Thai Goods');
    await field(page, F.tel).fill('0212345678');
    await field(page, F.mobile).fill('0861234567');
    const contact = section(page, F.section_contact_address);
    await field(contact, A.contact_address).fill('1 ซอยสุขุมวิท 11');
    await pickAddress(contact, A.province, 'กรุงเทพมหานคร');
    await pickAddress(contact, A.district, 'วัฒนา');
    await pickAddress(contact, A.subdistrict, 'คลองเตยเหนือ');
    await expect(field(contact, A.postcode)).toHaveValue('10110');
    await page.getByRole('checkbox', { name: F.copy_address }).check();

    await saveButton(page).click();
    await successModal(page, email);
  });
});
