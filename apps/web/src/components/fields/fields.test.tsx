import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MoneyField, TagsField } from '.';

afterEach(cleanup);

describe('form pieces', () => {
  function ProductForm({
    onSave,
  }: {
    onSave(values: { price: number | null; tags: string[] }): void;
  }) {
    const { control, handleSubmit, reset } = useForm({
      defaultValues: { price: 124950 as number | null, tags: ['bamboo'] },
    });
    return (
      <form onSubmit={handleSubmit(onSave)}>
        <MoneyField control={control} name="price" label="Price" required />
        <TagsField
          control={control}
          name="tags"
          label="Tags"
          normalise={(tag) => tag.trim().toLowerCase()}
        />
        <button type="button" onClick={() => reset({ price: 500, tags: [] })}>
          Load another
        </button>
        <button type="submit">Save</button>
      </form>
    );
  }

  it('edit money in rupees and keep it in paise, and tags as a list', async () => {
    const onSave = vi.fn();
    render(<ProductForm onSave={onSave} />);
    const price = screen.getByLabelText(/Price/) as HTMLInputElement;
    expect(price.value).toBe('1249.50');
    fireEvent.input(price, { target: { value: '1,999' } });
    fireEvent.blur(price);
    expect(price.value).toBe('1999.00');

    const tags = screen.getByLabelText('Tags');
    fireEvent.input(tags, { target: { value: ' Lamp ' } });
    fireEvent.keyDown(tags, { key: 'Enter' });
    fireEvent.input(tags, { target: { value: 'bamboo' } });
    fireEvent.keyDown(tags, { key: ',' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove bamboo' }));

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(onSave).toHaveBeenCalledWith({ price: 199900, tags: ['lamp'] }, expect.anything());

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load another' })));
    expect(price.value).toBe('5.00');
  });

  it('make a tag of each word of a pasted comma-separated list', async () => {
    const onSave = vi.fn();
    render(<ProductForm onSave={onSave} />);
    const tags = screen.getByLabelText('Tags');
    fireEvent.input(tags, { target: { value: 'Jute, handmade,  , bamboo, Gift' } });
    expect((tags as HTMLInputElement).value).toBe('');
    fireEvent.input(tags, { target: { value: 'eco' } });
    fireEvent.blur(tags);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(onSave).toHaveBeenCalledWith(
      { price: 124950, tags: ['bamboo', 'jute', 'handmade', 'gift', 'eco'] },
      expect.anything(),
    );
  });
});
