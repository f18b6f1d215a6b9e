import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

describe('Card', () => {
  it('renders its inputs with the title as the link and a lazy image by default', () => {
    render(
      <Card
        title="Install Nginx"
        titleLevel={2}
        link="/community/tutorials/install-nginx"
        eyebrow="Tutorial"
        category="Ubuntu"
        resourceLabel="New"
        author={{ name: 'Ada', link: '/community/users/ada' }}
        image={{ src: '/a.png', alt: 'A server' }}
        imageSize="2col"
        metaData={[{ name: '5 min read', icon: 'clock' }]}
      >
        Body
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Install Nginx' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Install Nginx' }).getAttribute('href')).toBe(
      '/community/tutorials/install-nginx',
    );
    expect(screen.getByRole('img', { name: 'A server' }).getAttribute('loading')).toBe('lazy');
    expect(screen.getByText('5 min read')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ada' })).toBeTruthy();
  });
});
