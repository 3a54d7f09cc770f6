import { Badge } from '@mantine/core';
import { categoryById } from '#common/taxonomy/categories';
import { CategoryIcon } from './taxonomy-icons';
import { wrappingBadge } from './wrapping-badge';

/** The text keeps the page's colour; a long name wraps on a phone rather than ending in "…". */
const STYLES = wrappingBadge({ color: 'var(--mantine-color-text)' });

/** A category's name with its icon and colour, for an ad or a gift idea; the text keeps the page's colour. */
export function CategoryBadge({ categoryId }: { categoryId: number }) {
  const category = categoryById(categoryId);
  if (!category) return null;
  return (
    <Badge
      variant="light"
      tt="none"
      color={category.color}
      leftSection={<CategoryIcon icon={category.icon} size={12} />}
      styles={STYLES}
    >
      {category.name}
    </Badge>
  );
}
