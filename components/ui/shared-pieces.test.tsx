/** @jest-environment jsdom */
// The shared UI pieces, and that the screens use them instead of copies of their classes.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { primaryButton } from './button';
import { DataTable } from './data-table';
import { EmptyState } from './empty-state';
import { FieldError } from './field-error';

const root = path.resolve(__dirname, '../..');

function sources(directory: string): string[] {
  return readdirSync(path.join(root, directory)).flatMap((name) => {
    const relative = `${directory}/${name}`;
    if (statSync(path.join(root, relative)).isDirectory()) return sources(relative);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [relative] : [];
  });
}

describe('the shared UI pieces', () => {
  it('give every primary button the same look, with its own size', () => {
    const classes = primaryButton('px-4 py-2.5').split(' ');
    expect(classes).toEqual(expect.arrayContaining(['bg-primary-600', 'hover:bg-primary-700', 'text-white', 'font-semibold', 'rounded-md', 'disabled:opacity-60', 'px-4', 'py-2.5']));
    // A button dimmed its own way is not dimmed twice.
    expect(primaryButton('px-5 disabled:opacity-50').split(' ').filter((name) => name.startsWith('disabled:opacity'))).toEqual(['disabled:opacity-50']);
  });

  it('show a field error under its id, and nothing without one', () => {
    const { container, rerender } = render(<FieldError id="email-error">{undefined}</FieldError>);
    expect(container).toBeEmptyDOMElement();
    rerender(<FieldError id="email-error">The email field is required.</FieldError>);
    expect(screen.getByText('The email field is required.')).toHaveAttribute('id', 'email-error');
  });

  it('make a table with a caption and a header per column', () => {
    render(
      <DataTable caption="Your orders" columns={['Order', 'Date']}>
        <tr>
          <td>A1</td>
          <td>1 May</td>
        </tr>
      </DataTable>,
    );
    const table = screen.getByRole('table', { name: 'Your orders' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Order', 'Date']);
    expect(within(table).getByRole('cell', { name: 'A1' })).toBeInTheDocument();
  });

  it('say what an empty list means, with its hint and action', () => {
    render(
      <EmptyState title="No orders yet" hint="Your orders show here." role="status">
        <button type="button">Start shopping</button>
      </EmptyState>,
    );
    const box = screen.getByRole('status');
    expect(box).toHaveTextContent('No orders yet');
    expect(box).toHaveTextContent('Your orders show here.');
    expect(within(box).getByRole('button', { name: 'Start shopping' })).toBeInTheDocument();
  });

  it('are not copied: no screen spells out the primary button, the empty box, a field error or a table shell', () => {
    const copies: string[] = [];
    for (const file of [...sources('app'), ...sources('components')]) {
      if (file.startsWith('components/ui/')) continue;
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const match of text.matchAll(/className="([^"]*)"/g)) {
        const names = new Set(match[1].split(' '));
        if (['bg-primary-600', 'text-white', 'hover:bg-primary-700', 'font-semibold', 'rounded-md'].every((name) => names.has(name))) copies.push(`${file}: primary button`);
        if (['border-dashed', 'border-slate-300', 'text-center'].every((name) => names.has(name))) copies.push(`${file}: empty box`);
        if (match[1] === 'mt-1 text-sm text-red-700') copies.push(`${file}: field error`);
        if (match[1] === 'overflow-x-auto rounded-md border border-slate-200 bg-white') copies.push(`${file}: table shell`);
      }
    }
    expect(copies).toEqual([]);
  });
});
