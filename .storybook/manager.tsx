/**
 * The "Machine state" panel: where the story's flows are in their machines (data-flow, data-state,
 * data-step of each flow root, sent by the preview: .storybook/machineStates.ts), live as a play
 * function moves them. QA reads which state a story shows; designers which step they look at.
 */
// the manager compiles JSX with the classic runtime: React must be in scope
import React, { useEffect, useState } from 'react';
import { addons, types, useChannel } from 'storybook/manager-api';
import { AddonPanel } from 'storybook/internal/components';
import { STORY_CHANGED } from 'storybook/internal/core-events';
import { MACHINE_STATES_EVENT, MACHINE_STATES_REQUEST, type ShownState } from './machineStates';

function MachineStatePanel() {
  const [states, setStates] = useState<ShownState[]>([]);
  const emit = useChannel({
    [MACHINE_STATES_EVENT]: (next: ShownState[]) => setStates(next),
    [STORY_CHANGED]: () => setStates([]),
  });
  useEffect(() => emit(MACHINE_STATES_REQUEST), [emit]);
  if (states.length === 0) return <p style={{ padding: 12 }}>This story shows no flow (no data-flow on the page).</p>;
  return (
    <table style={{ margin: 12, borderCollapse: 'collapse' }}>
      <caption style={{ textAlign: 'left', fontWeight: 700 }}>Where the story&apos;s flows are</caption>
      <thead>
        <tr>
          {['Flow (data-flow)', 'Machine state (data-state)', 'Step (data-step)'].map((h) => (
            <th key={h} scope="col" style={{ textAlign: 'left', padding: '4px 12px' }}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {states.map((s, i) => (
          <tr key={`${s.flow}-${i}`}>
            <td style={{ padding: '4px 12px' }}>
              <code>{s.flow}</code>
            </td>
            <td style={{ padding: '4px 12px' }}>
              <code>{s.state}</code>
            </td>
            <td style={{ padding: '4px 12px' }}>{s.step ?? '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

addons.register('hbe/machine-state', () => {
  addons.add('hbe/machine-state/panel', {
    type: types.PANEL,
    title: 'Machine state',
    render: ({ active }) => (
      <AddonPanel active={Boolean(active)}>
        <MachineStatePanel />
      </AddonPanel>
    ),
  });
});
