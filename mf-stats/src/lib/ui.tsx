/** Small pieces the statistics screens share: in-app links, a labelled native select. */
import type { ComponentProps, MouseEvent } from 'react';
import { chakra, navigate } from '@platform/ui';

/** The click handler of an in-app link: navigates without reloading the page (the href stays for new tabs). */
export const go = (to: string) => (e: MouseEvent) => {
  e.preventDefault();
  navigate(to);
};

/** A label and a native select of `options` (the school of the statistics, the skills' group); style the select with the rest. */
export function LabelledSelect({
  id,
  label,
  value,
  onChange,
  options,
  ...select
}: {
  id: string;
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  options: { value: string | number; label: string }[];
} & Omit<ComponentProps<typeof chakra.select>, 'id' | 'value' | 'onChange'>) {
  return (
    <>
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="semibold" whiteSpace="nowrap">
        {label}
      </chakra.label>
      <chakra.select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        borderWidth="1px"
        rounded="md"
        bg="bg"
        {...select}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </chakra.select>
    </>
  );
}
