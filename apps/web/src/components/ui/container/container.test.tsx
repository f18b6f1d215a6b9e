import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Container } from './container';

describe('Container', () => {
  it('renders its children in the chosen element', () => {
    render(
      <Container as="section" aria-label="box" inner>
        hello
      </Container>,
    );
    expect(screen.getByRole('region', { name: 'box' }).textContent).toBe('hello');
  });
});
