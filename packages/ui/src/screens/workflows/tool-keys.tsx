import { KeyRoundIcon } from 'lucide-react';

import { Skeleton } from '../../components/skeleton';
import { ConfirmButton } from '../../patterns/confirm-dialog';
import { ItemList } from '../../patterns/item-list';
import { SectionCard, SectionStates } from '../../patterns/section-card';
import { formatBillingDate } from '../../lib/format';
import { ToolKeyForm } from './tool-key-form';
import type { WorkflowsScreenProps } from './workflow-types';
import { useTimeZone } from '../../lib/time-zone';

export const KEYS_LOAD_ERROR = 'Failed to load tool keys.';

/** The secrets workflows send to the tools they call: the saved ones and a form to save another. */
export function ToolKeys({
  keys,
  savingKey,
  keyError,
  onSaveKey,
  removingTool,
  onRemoveKey,
}: Pick<
  WorkflowsScreenProps,
  'keys' | 'savingKey' | 'keyError' | 'onSaveKey' | 'removingTool' | 'onRemoveKey'
>) {
  return (
    <SectionCard
      data-slot="tool-keys"
      density="compact"
      title="Tool keys"
      description="Secrets your workflows send to the tools they call. Only the last four characters are shown."
    >
      <div className="flex flex-col gap-6">
        <SavedKeys keys={keys} removingTool={removingTool} onRemoveKey={onRemoveKey} />
        <ToolKeyForm savingKey={savingKey} keyError={keyError} onSaveKey={onSaveKey} />
      </div>
    </SectionCard>
  );
}

function SavedKeys({
  keys,
  removingTool,
  onRemoveKey,
}: Pick<WorkflowsScreenProps, 'keys' | 'removingTool' | 'onRemoveKey'>) {
  const timeZone = useTimeZone();
  return (
    <SectionStates
      status={keys.status}
      loadingLabel="Loading tool keys..."
      placeholder={<KeysPlaceholder />}
      error={KEYS_LOAD_ERROR}
      empty={
        keys.items.length === 0
          ? {
              title: 'No tool keys yet',
              description: 'Save a key for each tool whose API your workflows call.',
            }
          : undefined
      }
    >
      <ItemList
        label="Saved tool keys"
        items={keys.items}
        itemKey={(key) => key.tool}
        rowSlot="tool-key"
        rowClassName="flex-wrap gap-x-3 gap-y-1"
      >
        {(key) => (
          <>
            <KeyRoundIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <div className="min-w-0 flex-1 space-y-0.5">
              <p className="font-mono text-sm font-medium break-all">{key.tool}</p>
              <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground tabular-nums">
                <span data-slot="tool-key-mask" className="font-mono">
                  <span aria-hidden>••••{key.last4}</span>
                  <span className="sr-only">
                    {key.last4 ? `Key ending in ${key.last4}` : 'Key saved'}
                  </span>
                </span>
                <span>Updated {formatBillingDate(key.updatedAt, timeZone)}</span>
              </p>
            </div>
            <ConfirmButton
              title={`Remove the key for ${key.tool}?`}
              description="Workflows that send this key stop working until you save a new one."
              keepLabel="Keep key"
              confirmLabel="Remove key"
              onConfirm={() => onRemoveKey(key.tool)}
              size="sm"
              busy={removingTool === key.tool}
              aria-label={`Remove key for ${key.tool}`}
            >
              Remove
            </ConfirmButton>
          </>
        )}
      </ItemList>
    </SectionStates>
  );
}

function KeysPlaceholder() {
  return (
    <div className="divide-y rounded-md border">
      {[0, 1].map((row) => (
        <div key={row} className="flex items-center gap-3 px-3 py-3">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-16" />
          <Skeleton className="ml-auto h-8 w-20" />
        </div>
      ))}
    </div>
  );
}
