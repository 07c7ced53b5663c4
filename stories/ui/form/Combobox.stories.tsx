import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Combobox, type ComboboxOption, type ComboboxProps } from '@/ui/form';

const companies: ComboboxOption[] = [
  { value: '9001', label: 'Acme Travel Ltd, 1 High Street' },
  { value: '9002', label: 'Acme Events' },
  { value: '9003', label: 'Brighton Tours' },
];

/** The box with what a search would find for the text (at least 2 letters), as the checkout's company search. */
function Searching({ onSelect, onChange }: Pick<ComboboxProps, 'onSelect' | 'onChange'>) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const found =
    text.trim().length >= 2 && !chosen
      ? companies.filter((c) => c.label.toLowerCase().startsWith(text.trim().toLowerCase()))
      : [];
  return (
    <Combobox
      label="Company"
      listLabel="Companies"
      hint="Type at least 2 letters of the company name"
      value={text}
      onChange={(value) => {
        setText(value);
        setChosen(null);
        onChange(value);
      }}
      options={found}
      onSelect={(value) => {
        const company = companies.find((c) => c.value === value);
        setText(company?.label ?? '');
        setChosen(company?.label ?? null);
        onSelect(value);
      }}
      status={chosen ? `Chosen: ${chosen}` : found.length ? `${found.length} companies found` : ''}
    />
  );
}

const meta = {
  title: 'UI/Form/Combobox',
  component: Combobox,
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 480 }}>{Story()}</div>],
  args: {
    label: 'Company',
    listLabel: 'Companies',
    hint: 'Type at least 2 letters of the company name',
    value: '',
    options: [],
    status: '',
    onChange: fn(),
    onSelect: fn(),
  },
} satisfies Meta<typeof Combobox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: a closed combobox, described by its hint. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Company' });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveAttribute('aria-autocomplete', 'list');
    await expect(box).toHaveAccessibleDescription('Type at least 2 letters of the company name');
    await userEvent.type(box, 'A');
    await expect(args.onChange).toHaveBeenCalledWith('A');
  },
};

/** Suggestions shown: the list box the box controls, its options by name; a click chooses. */
export const Filled: Story = {
  args: { value: 'Acme', options: companies.slice(0, 2), status: '2 companies found' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Company' });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const list = canvas.getByRole('listbox', { name: 'Companies' });
    await expect(box).toHaveAttribute('aria-controls', list.id);
    await expect(within(list).getAllByRole('option')).toHaveLength(2);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 companies found');
    await userEvent.click(canvas.getByRole('option', { name: 'Acme Events' }));
    await expect(args.onSelect).toHaveBeenCalledWith('9002');
  },
};

/** An error: the box is invalid and described by its message. */
export const WithError: Story = {
  args: { value: 'Zz', error: 'Choose a company from the list' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Company' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(/Choose a company from the list/);
  },
};

/** Disabled: no list even with suggestions, and nothing can be typed. */
export const Disabled: Story = {
  args: { value: 'Acme', options: companies, disabled: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Company' });
    await expect(box).toBeDisabled();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box, 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * By keyboard (APG): Down arrow moves the active option (aria-activedescendant, focus stays in
 * the box), Up wraps, Enter chooses; Escape closes the list, and a second Escape clears the box.
 */
export const Keyboard: Story = {
  render: (args) => <Searching onSelect={args.onSelect} onChange={args.onChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Company' });
    await userEvent.click(box);
    await userEvent.keyboard('Ac');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).not.toHaveAttribute('aria-activedescendant');

    await userEvent.keyboard('{ArrowDown}');
    const first = canvas.getByRole('option', { name: 'Acme Travel Ltd, 1 High Street' });
    await expect(box).toHaveAttribute('aria-activedescendant', first.id);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('option', { name: 'Acme Events' });
    await expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await expect(first).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', first.id);
    await userEvent.keyboard('{ArrowUp}');
    await expect(box).toHaveAttribute('aria-activedescendant', second.id);

    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('9002');
    await expect(box).toHaveValue('Acme Events');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent('Chosen: Acme Events');

    await userEvent.clear(box);
    await userEvent.keyboard('Acme');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('Acme');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};
