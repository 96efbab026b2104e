/** Checkout's offer to keep a new address in the address book (saved once the order is placed). */
export function SaveAddressCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <label className="mt-4 flex items-center gap-2 text-sm text-clay-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="accent-clay-700"
      />
      Save this address to my address book
    </label>
  );
}
