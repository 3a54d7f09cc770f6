import { Stepper, type StepperProps, Text } from '@mantine/core';

/**
 * Progress through named steps ("Step 2: Shopping & Style"). On a phone only the numbers show, so
 * the steps stay on one line; a step ahead cannot be picked.
 */
export function StepProgress({
  labels,
  ...props
}: Omit<StepperProps, 'children' | 'allowNextStepsSelect'> & { labels: readonly string[] }) {
  return (
    <Stepper {...props} allowNextStepsSelect={false}>
      {labels.map((label, i) => (
        <Stepper.Step
          key={label}
          label={
            <Text span inherit visibleFrom="xs">
              {label}
            </Text>
          }
          aria-label={`Step ${i + 1}: ${label}`}
        />
      ))}
    </Stepper>
  );
}
