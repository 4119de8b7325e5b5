import type { ComponentProps } from 'react';

import { SectionCard } from '../../patterns/section-card';

/**
 * Kept only for workflow-run-history.tsx, which another change is editing: the workflow screens'
 * sections are compact SectionCards. Delete once that file imports SectionCard itself.
 */
export function WorkflowSection(props: ComponentProps<typeof SectionCard>) {
  return <SectionCard density="compact" {...props} />;
}
