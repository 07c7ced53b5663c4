import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { SearchMachine } from '@machines/search/search.machine';
import { groupSearchMachine, searchAddress } from '@machines/group/groupSearch.machine';
import { selectGroupSearchView } from '@machines/group/groupSearch.selectors';
import { selectSearchView } from '@machines/search/search.selectors';
import { groupSearchFacts, groupWhereChoices, parseGroupSort } from '@/domain/group';
import type { PropertyGroup } from '@/domain/models';
import { parseSearchQuery } from '@/domain/searchQuery';
import { localNow } from '@/ui/clock';
import { PageHeading } from '@/ui/Page';
import { SearchForm } from '@/ui/search/SearchForm';
import { LinkProblems } from '@/ui/search/LinkProblems';
import { useGroupData } from '@/ui/useProperty';
import { GroupResults } from './GroupResults';
import { textsOf } from '@/i18n/catalogue';
import { groupText as t } from '@/i18n/group';
import '@/ui/search/search.css';
import './group.css';

const GUEST_LABELS = textsOf(t, { adults: 'guests.adults', children: 'guests.children', infants: 'guests.infants' });

/**
 * The group's search and its results: the group search machine with the search page's machine
 * as its form. `onShown` tells the page which search the machine put in the address.
 */
function GroupSearch({ group, onShown }: { group: PropertyGroup; onShown: (search: string) => void }) {
  const [params] = useSearchParams();
  // stable in a data router, so the machine below is created once
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      groupSearchMachine.provide({
        actions: {
          showInAddress: (_, { address, search, replace }) => {
            onShown(search);
            void navigate({ search: address ? `?${address}` : '' }, { replace, preventScrollReset: true });
          },
        },
      }),
    [navigate, onShown],
  );
  const actor = useActorRef(machine, {
    input: {
      group: groupSearchFacts(group),
      query: parseSearchQuery(params),
      sort: parseGroupSort(params.get('sort')),
      now: localNow(),
    },
  });
  const form = useSelector(actor, (s) => s.children.form);
  const view = useSelector(actor, (s) => selectGroupSearchView(s, group));
  const where = useMemo(() => groupWhereChoices(group), [group]);

  const facts = useMemo(() => groupSearchFacts(group), [group]);
  return (
    <>
      <LinkProblems params={params} facts={facts} />
      {form ? <GroupSearchForm form={form} where={where} /> : null}
      <GroupResults
        group={group}
        view={view}
        onRetry={() => actor.send({ type: 'retry' })}
        onSort={(sort) => actor.send({ type: 'sort.changed', sort })}
        onArea={(areaId) => actor.send({ type: 'area.filtered', areaId })}
      />
    </>
  );
}

type FormActor = ActorRefFrom<SearchMachine>;

function GroupSearchForm({ form, where }: { form: FormActor; where: ReturnType<typeof groupWhereChoices> }) {
  const view = useSelector(form, selectSearchView);
  return (
    <SearchForm
      view={view}
      send={form.send}
      name={t('searchName')}
      labels={GUEST_LABELS}
      now={() => localNow()}
      where={where}
    />
  );
}

/** Route screen of /BookGroup/{propertyCode}: one search across the group's hotels. */
export function Component() {
  const { group } = useGroupData();
  const [params] = useSearchParams();
  const search = searchAddress(parseSearchQuery(params));
  // The search the machine shows. Another one in the address (back, forward, an edited link)
  // starts the search again from the address.
  const shown = useRef(search);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (search === shown.current) return;
    shown.current = search;
    setGeneration((n) => n + 1);
  }, [search]);
  const onShown = useCallback((next: string) => {
    shown.current = next;
  }, []);

  return (
    <section className="page group-page">
      <header className="group-page__header">
        <PageHeading>{t('findHotel')}</PageHeading>
        <p>{t('intro', { count: group.Properties.length, group: group.Name })}</p>
      </header>
      <GroupSearch key={`${group.PropertyCode}:${generation}`} group={group} onShown={onShown} />
    </section>
  );
}
