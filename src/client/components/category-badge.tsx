import { Badge } from '@mantine/core';
import { categoryById } from '#common/taxonomy/categories';
import { CategoryIcon } from './taxonomy-icons';

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
      styles={{ label: { color: 'var(--mantine-color-text)' } }}
    >
      {category.name}
    </Badge>
  );
}
