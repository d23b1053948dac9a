/**
 * How each algorithm works, briefly and with its update rule, in the notation of Sutton & Barto's
 * "Reinforcement Learning: An Introduction" (2nd edition): V and Q values, policy π, discount γ,
 * step size α, exploration ε, trace decay λ.
 */
import { ScrollingMathDisplay } from '@/components/maths/scrolling-math-display.tsx';

const headingClass = 'text-lg font-semibold text-neutral-900 dark:text-white';
const proseClass = 'mt-2 space-y-3 text-neutral-700 dark:text-neutral-300';

interface Note {
  id: string;
  title: string;
  paragraphs: string[];
  rule: { title: string; latex: string };
}

const notes: Note[] = [
  {
    id: 'policy-evaluation',
    title: 'Policy evaluation',
    paragraphs: [
      'How good is a fixed policy? Its value V(s) is the expected discounted return from s. With the model known (the slip probability and rewards), each sweep replaces every value by the one-step look-ahead average under the policy. The lab evaluates the uniformly random policy. With γ < 1 the values converge because each sweep is a contraction; with γ = 1 (Sutton and Barto’s and Russell and Norvig’s episodic worlds) they converge only if the policy ends every episode, and a run that does not is stopped after 5,000 sweeps, saying from how many cells the policy never reaches a terminal cell.',
    ],
    rule: {
      title: 'Iterative policy evaluation',
      latex: String.raw`\begin{aligned}V_{k+1}(s) = {} & \sum_a \pi(a \mid s) \sum_{s',r} p(s', r \mid s, a)\\ & \times \bigl[r + \gamma V_k(s')\bigr]\end{aligned}`,
    },
  },
  {
    id: 'policy-iteration',
    title: 'Policy iteration',
    paragraphs: [
      'Alternate two steps: evaluate the current policy until its values change by less than θ, then make the policy greedy with respect to those values. Each improvement is at least as good as the policy before it, and a finite gridworld has finitely many policies, so after a few improvements the policy stops changing: it is optimal.',
    ],
    rule: {
      title: 'Policy improvement',
      latex: String.raw`\begin{aligned}\pi'(s) = {} & \arg\max_a \sum_{s',r} p(s', r \mid s, a)\\ & \times \bigl[r + \gamma V_\pi(s')\bigr]\end{aligned}`,
    },
  },
  {
    id: 'value-iteration',
    title: 'Value iteration',
    paragraphs: [
      'Fold the improvement into every sweep: back up the best action instead of the policy’s average. The values converge to the optimal V*; the lab stops when the largest change Δ in a sweep falls below θ and draws the greedy policy (arrows for every tied best move). With Russell and Norvig’s reward convention r is R(s), the reward of the cell left, and a terminal cell is worth its own reward: their U(s) = R(s) + γ max_a Σ P(s′ | s, a) U(s′).',
    ],
    rule: {
      title: 'Bellman optimality backup',
      latex: String.raw`\begin{aligned}V_{k+1}(s) = {} & \max_a \sum_{s',r} p(s', r \mid s, a)\\ & \times \bigl[r + \gamma V_k(s')\bigr]\end{aligned}`,
    },
  },
  {
    id: 'q-learning',
    title: 'Q-learning',
    paragraphs: [
      'Without the model, learn action values Q(s, a) from experience. The agent moves ε-greedily (a random move with probability ε) but learns about the greedy policy: its target uses the best next action whatever it does next, so Q-learning is off-policy. It converges to Q* if every pair keeps being tried and α shrinks suitably; with a constant α, as here, it settles close to Q* on a slippery grid.',
      'With λ > 0 the lab runs Watkins’s Q(λ): an eligibility trace e lets each error also update the recently visited pairs, and the traces are cut to zero after an exploratory move, because the later rewards no longer follow the greedy policy.',
    ],
    rule: {
      title: 'Q(λ) update with replacing traces',
      latex: String.raw`\begin{aligned}\delta &= r + \gamma \max_{a'} Q(s', a') - Q(s, a)\\ e(s, a) &\leftarrow 1\\ Q &\leftarrow Q + \alpha\,\delta\,e\\ e &\leftarrow \gamma\lambda\,e \quad \text{(0 after exploring)}\end{aligned}`,
    },
  },
  {
    id: 'sarsa',
    title: 'SARSA',
    paragraphs: [
      'SARSA learns the value of the policy it actually follows (on-policy): its target uses the next action a′ it has already chosen ε-greedily. Near the pits it therefore learns a safer route than Q-learning while ε > 0, because its values include its own exploratory mistakes. SARSA(λ) keeps the traces through exploratory moves.',
    ],
    rule: {
      title: 'SARSA(λ) update',
      latex: String.raw`\begin{aligned}\delta &= r + \gamma Q(s', a') - Q(s, a)\\ e(s, a) &\leftarrow 1\\ Q &\leftarrow Q + \alpha\,\delta\,e\\ e &\leftarrow \gamma\lambda\,e\end{aligned}`,
    },
  },
  {
    id: 'reinforce',
    title: 'REINFORCE with baseline (cart-pole)',
    paragraphs: [
      'Cart-pole’s state is continuous (cart position and speed, pole angle and angular speed), so there is no table to fill. A small neural network (16 tanh units) outputs the probabilities of pushing left or right. After each episode, every step’s return G is compared with a second network’s estimate v(s); actions that did better than expected become likelier. The baseline does not bias the gradient but can greatly reduce its variance. Like most implementations, and unlike Sutton and Barto’s §13.4, the lab leaves out the γᵗ factor that discounts late steps’ updates. It centres the advantages within each episode and divides them by their spread (at least 1, so a near-perfect episode’s small advantages stay small steps), which changes the gradient’s scale a little, and takes Adam steps (learning rate 0.01, γ = 0.99). An episode cut off at 500 steps did not fail: its last return is the value network’s estimate of the state it stopped in, not 0.',
      'The physics is Gym’s CartPole-v1: a 10 N push each 0.02 s, Euler integration, failure beyond 12° or 2.4 m, and at most 500 steps; the return is the number of steps balanced. The lab calls it solved when the mean return of 20 episodes reaches 475, v1’s threshold (Gym averages 100).',
    ],
    rule: {
      title: 'Policy-gradient and baseline updates',
      latex: String.raw`\begin{aligned}\delta_t &= G_t - v(s_t; w)\\ \theta &\leftarrow \theta + \alpha_\theta\,\delta_t\,\nabla_\theta \ln \pi(a_t \mid s_t; \theta)\\ w &\leftarrow w + \alpha_w\,\delta_t\,\nabla_w v(s_t; w)\end{aligned}`,
    },
  },
];

export function AlgorithmNotes() {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      {notes.map((note) => (
        <section key={note.id} aria-labelledby={`rl-note-${note.id}`} className="min-w-0">
          <h3 id={`rl-note-${note.id}`} className={headingClass}>
            {note.title}
          </h3>
          <div className={proseClass}>
            {note.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          {/* A smaller size on phones keeps every formula within the card; narrower still (400 % zoom),
              it scrolls, and its box then takes keyboard focus. */}
          <div className="mt-3 text-[0.85rem] sm:text-base">
            <ScrollingMathDisplay title={note.rule.title} expression={note.rule.latex} />
          </div>
        </section>
      ))}
    </div>
  );
}
