import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nContextProvider, ListContextProvider, useList, useListContext } from 'react-admin';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { SelectableList, SelectRowCheckbox } from '../../src/components/SelectableList';
import { i18nProvider } from '../../src/providers/i18nProvider';

const ITEMS = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `สินค้า ${i + 1}` }));

/** Odd rows may be selected; even ones are blocked (a shipped order, say). */
const odd = (r: { id: unknown }) => Number(r.id) % 2 === 1;

function Rows({ blocking = false }: { blocking?: boolean }) {
  const { data, setPage } = useListContext<(typeof ITEMS)[number]>();
  return (
    <>
      {[1, 2].map((p) => (
        <button key={p} type="button" onClick={() => setPage(p)}>{`หน้า ${p}`}</button>
      ))}
      {data?.map((r) => (
        <SelectRowCheckbox
          key={r.id}
          id={r.id}
          label={`เลือก ${r.name}`}
          blocked={blocking && !odd(r) ? 'จัดส่งแล้ว' : undefined}
        />
      ))}
    </>
  );
}

function Harness({ blocking = false }: { blocking?: boolean }) {
  const list = useList({ data: ITEMS, perPage: 10 });
  return (
    <ThemeProvider theme={createTheme()}>
      <I18nContextProvider value={i18nProvider}>
        <ListContextProvider value={list}>
          <SelectableList isSelectable={blocking ? odd : undefined} />
          <Rows blocking={blocking} />
        </ListContextProvider>
      </I18nContextProvider>
    </ThemeProvider>
  );
}

const counter = () => screen.getByRole('status').textContent;
const box = (name: string) => screen.getByRole('checkbox', { name });

afterEach(cleanup);

describe('the selectable list', () => {
  it('counts rows chosen on several pages and selects or unselects only the page shown', () => {
    render(<Harness />);
    expect(counter()).toBe('เลือก 0 / ทั้งหมด 12 รายการ');

    fireEvent.click(box('เลือก สินค้า 3'));
    fireEvent.click(screen.getByRole('button', { name: 'หน้า 2' }));
    fireEvent.click(box('เลือกทั้งหมดในหน้านี้'));
    expect(counter()).toBe('เลือก 3 / ทั้งหมด 12 รายการ');
    expect((box('เลือก สินค้า 12') as HTMLInputElement).checked).toBe(true);

    // Unselecting page 2 keeps the row picked on page 1.
    fireEvent.click(box('เลือกทั้งหมดในหน้านี้'));
    expect(counter()).toBe('เลือก 1 / ทั้งหมด 12 รายการ');
    fireEvent.click(screen.getByRole('button', { name: 'หน้า 1' }));
    expect((box('เลือก สินค้า 3') as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'ยกเลิกการเลือก' }));
    expect(counter()).toBe('เลือก 0 / ทั้งหมด 12 รายการ');
  });

  it('select-all takes only the rows that may be selected; a blocked row says why', () => {
    render(<Harness blocking />);
    fireEvent.click(box('เลือกทั้งหมดในหน้านี้'));
    expect(counter()).toBe('เลือก 5 / ทั้งหมด 12 รายการ');
    const blocked = box('เลือก สินค้า 2 (จัดส่งแล้ว)') as HTMLInputElement;
    expect(blocked.disabled).toBe(true);
    expect(blocked.checked).toBe(false);
    expect((box('เลือก สินค้า 3') as HTMLInputElement).checked).toBe(true);
    // The page counts as all selected: clicking again unselects the five.
    fireEvent.click(box('เลือกทั้งหมดในหน้านี้'));
    expect(counter()).toBe('เลือก 0 / ทั้งหมด 12 รายการ');
  });
});
