import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * An amount of money as people type it: whole units with at most two decimals ("12.50"), never
 * negative (`centsFrom` of #common/money makes it cents). Past `maxCents` nothing is clamped
 * silently: the form's own check says what the most is.
 */
export function MoneyInput({ maxCents, ...props }: NumberInputProps & { maxCents?: number }) {
  return (
    <NumberInput
      min={0}
      max={maxCents === undefined ? undefined : maxCents / 100}
      decimalScale={2}
      allowNegative={false}
      clampBehavior="none"
      thousandSeparator={false}
      hideControls
      {...props}
    />
  );
}
