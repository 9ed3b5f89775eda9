import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { COUNTRIES, type Country, countryNames } from './phone-countries';
import { COUNTRY_BUTTON_CLASS, Chevron, CountryValue, Flag } from './country-flag';

type CountrySelectProps = {
  value: Country;
  onChange: (country: Country) => void;
  countries?: Country[];
  /** Accessible name, e.g. "Country code". */
  label: string;
  /** The page's language: the countries are named in it. */
  language: string;
  isDisabled?: boolean;
};

/** Dial-code dropdown with flags; the number itself always reads left to right. */
export function CountrySelect({
  value,
  onChange,
  countries = COUNTRIES,
  label,
  language,
  isDisabled,
}: CountrySelectProps) {
  const nameOf = countryNames(language);
  return (
    <Select
      aria-label={label}
      selectedKey={value.iso}
      onSelectionChange={(key) => {
        const next = countries.find((c) => c.iso === key);
        if (next) onChange(next);
      }}
      isDisabled={isDisabled ?? false}
      className="shrink-0"
    >
      <Button className={COUNTRY_BUTTON_CLASS}>
        <SelectValue className="flex items-center gap-2">
          <CountryValue country={value} />
        </SelectValue>
        <Chevron />
      </Button>
      <Popover className="max-h-80 min-w-56 overflow-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg">
        <ListBox className="outline-none">
          {countries.map((c) => (
            <ListBoxItem
              key={c.iso}
              id={c.iso}
              textValue={`${nameOf(c.iso)} +${c.dial}`}
              className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-slate-800 outline-none data-[focused]:bg-brand-50 data-[selected]:font-semibold"
            >
              <Flag iso={c.iso} />
              <span className="flex-1">{nameOf(c.iso)}</span>
              <span dir="ltr" className="text-slate-500 tabular-nums">
                +{c.dial}
              </span>
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
