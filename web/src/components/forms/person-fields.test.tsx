import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { fieldBinder } from '@/components/ui/form';
import { describe, expect, it } from 'vitest';
import { InvitedEmailField, PersonNameFields, TitleField } from './person-fields';

type Person = { title: string; firstName: string; lastName: string; email: string };

function PersonForm({
  whose,
  capLength,
  savedHint,
}: {
  whose: 'own' | 'other';
  capLength?: boolean;
  savedHint?: string;
}) {
  const bind = fieldBinder(useForm<Person>({ defaultValues: { title: 'MS' } }));
  return (
    <form>
      <TitleField {...bind('title')} />
      <PersonNameFields bind={bind} whose={whose} capLength={capLength} />
      <InvitedEmailField {...bind('email')} savedHint={savedHint} />
    </form>
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('person fields', () => {
  it('offers the titles Dr, Mr, Ms and Mrs', () => {
    render(<PersonForm whose="own" />);
    const title = screen.getByLabelText('Title') as HTMLSelectElement;
    expect([...title.options].map((option) => option.text)).toEqual(['Dr', 'Mr', 'Ms', 'Mrs']);
    expect(title.value).toBe('MS');
  });

  it('lets the browser fill in a person’s own name, capped at 100 characters', () => {
    render(<PersonForm whose="own" />);
    expect([field('First name').autocomplete, field('Last name').autocomplete]).toEqual(['given-name', 'family-name']);
    expect([field('First name').maxLength, field('Last name').maxLength]).toEqual([100, 100]);
  });

  it('keeps the browser out of a name an admin types for someone else', () => {
    render(<PersonForm whose="other" />);
    expect([field('First name').autocomplete, field('Last name').autocomplete]).toEqual(['off', 'off']);
  });

  it('leaves an overlong name to the schema when the length is not capped', () => {
    render(<PersonForm whose="own" capLength={false} />);
    expect(field('First name').hasAttribute('maxlength')).toBe(false);
  });

  it('tells a new account about the password link, and a saved one what the caller says', () => {
    const { unmount } = render(<PersonForm whose="other" />);
    expect(screen.getByText('We e-mail a link to this address to choose a password.')).toBeTruthy();
    unmount();
    render(<PersonForm whose="other" savedHint="A new address must be confirmed by the reader." />);
    expect(screen.getByText('A new address must be confirmed by the reader.')).toBeTruthy();
    expect(field('E-mail').type).toBe('email');
  });
});
