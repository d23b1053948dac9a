/**
 * The reinforcement-learning lab: choose an environment (an editable gridworld or cart-pole), run
 * an algorithm on it and watch it learn, with a short explanation of every algorithm below.
 * Everything is computed in the browser; nothing is fetched.
 */
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { labelClass, selectClass } from '@/components/ui/control-styles.ts';
import { readGridworldStart } from '../lib/lab-address.ts';
import { AlgorithmNotes } from './algorithm-notes.tsx';
import { CartPoleLab } from './cartpole-lab.tsx';
import { GridworldLab } from './gridworld-lab.tsx';

type Environment = 'gridworld' | 'cart-pole';

const descriptions: Record<Environment, string> = {
  gridworld:
    'Start from a preset world (the lab’s own, or a textbook’s: Sutton and Barto’s, Russell and Norvig’s) and edit it: its size, walls, rewards and terminal cells. Each move succeeds with probability 1 − slip and otherwise goes sideways; bumping into a wall or the edge leaves the agent in place. A move pays the reward of the cell it enters, or, in Russell and Norvig’s convention, R(s) of the cell it leaves. Cells are tinted by their value (green good, red bad), arrows show the policy.',
  'cart-pole':
    'Keep a pole upright on a cart by pushing it left or right: +1 for every step until the pole leans past 12° or the cart leaves the track, at most 500 steps.',
};

export function RlLab() {
  const id = useId();
  const [environment, setEnvironment] = useState<Environment>('gridworld');
  // A lesson's "Open in the lab" names the gridworld's preset and algorithm (lib/lab-address.ts).
  const [search] = useSearchParams();
  const [start] = useState(() => readGridworldStart(search));
  return (
    <>
      <section aria-labelledby={`${id}-heading`} className="mt-10">
        <h2
          id={`${id}-heading`}
          className="text-2xl font-bold tracking-tight text-neutral-900 dark:text-white"
        >
          Try it
        </h2>
        <div className="mt-4 max-w-sm">
          <label htmlFor={`${id}-environment`} className={labelClass}>
            Environment
          </label>
          <select
            id={`${id}-environment`}
            value={environment}
            onChange={(event) => setEnvironment(event.target.value as Environment)}
            className={selectClass}
          >
            <option value="gridworld">Gridworld (editable)</option>
            <option value="cart-pole">Cart-pole (continuous state)</option>
          </select>
        </div>
        <p className="mt-3 max-w-3xl text-neutral-700 dark:text-neutral-300">{descriptions[environment]}</p>
        <div className="mt-6">
          {environment === 'gridworld' ? <GridworldLab start={start} /> : <CartPoleLab />}
        </div>
      </section>
      <section aria-labelledby={`${id}-how`} className="mt-14">
        <h2 id={`${id}-how`} className="text-2xl font-bold tracking-tight text-neutral-900 dark:text-white">
          How the algorithms work
        </h2>
        <div className="mt-6">
          <AlgorithmNotes />
        </div>
      </section>
    </>
  );
}
