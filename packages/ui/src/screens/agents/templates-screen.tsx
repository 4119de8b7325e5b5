import { SparklesIcon } from 'lucide-react';
import type { AgentMode, AgentVoice } from '@convene/domain/limits';

import { Button } from '../../components/button';
import { Card, CardContent, CardFooter, CardHeader } from '../../components/card';
import { Page } from '../../patterns/page-header';
import {
  AgentGreeting,
  AgentHeading,
  AgentPromptPreview,
  AgentSettings,
} from '../../patterns/agent-details';
import { CardGrid } from '../../patterns/card-grid';
import { CreateAgentLink } from '../../patterns/start-links';

/** A shared agent template; fields it lacks are null and shown as N/A. */
export interface AgentTemplate {
  _id: string;
  name: string;
  createdAt: string;
  greetingMessage: string | null;
  prompt: string | null;
  mode: AgentMode | null;
  voice: AgentVoice | null;
}

export interface TemplatesScreenProps {
  templates: readonly AgentTemplate[];
  /** While the catalogue is being fetched: 'Loading AI templates...'. */
  loading?: boolean;
  /** The user picked a template; the container opens /agents/create prefilled with it. */
  onUseTemplate: (template: AgentTemplate) => void;
}

/** The agent template catalogue (/templates): a card grid, or the loading and empty states. */
export function TemplatesScreen({
  templates,
  loading = false,
  onUseTemplate,
}: TemplatesScreenProps) {
  return (
    <Page data-slot="templates-screen" title="AI Agent Templates">
      <CardGrid
        label="AI agent templates"
        items={templates}
        itemKey={(template) => template._id}
        loading={loading}
        loadingLabel="Loading AI templates..."
        empty={{
          title: 'No AI templates found',
          action: <CreateAgentLink />,
          picture: 'templates',
        }}
      >
        {(template) => <TemplateCard template={template} onUseTemplate={onUseTemplate} />}
      </CardGrid>
    </Page>
  );
}

function TemplateCard({
  template,
  onUseTemplate,
}: {
  template: AgentTemplate;
  onUseTemplate: (template: AgentTemplate) => void;
}) {
  return (
    <Card data-slot="template-card" className="w-full gap-5">
      <CardHeader>
        <AgentHeading name={template.name} createdAt={template.createdAt} className="text-lg" />
      </CardHeader>

      <CardContent className="flex flex-1 flex-col gap-4">
        <AgentGreeting greeting={template.greetingMessage ?? 'N/A'} clamped />
        <AgentPromptPreview prompt={template.prompt ?? 'N/A'} />
        <AgentSettings mode={template.mode} voice={template.voice} className="mt-auto" />
      </CardContent>

      <CardFooter className="border-t pt-5">
        <Button className="w-full" onClick={() => onUseTemplate(template)}>
          <SparklesIcon aria-hidden />
          Use Template
        </Button>
      </CardFooter>
    </Card>
  );
}
