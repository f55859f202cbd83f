import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { makeRestaurant } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render-app';
import { RestaurantBanner } from './restaurant-banner';
import { RestaurantCard } from './restaurant-card';

const LOGO = '/objects/11111111-1111-4111-8111-111111111111';
const COVER = '/objects/22222222-2222-4222-8222-222222222222';

describe("a restaurant's card and menu banner", () => {
  it("say 'Novo' for a restaurant nobody has rated, not '★ 0,0'", () => {
    renderWithProviders(
      <>
        <RestaurantCard restaurant={makeRestaurant({ rating: '0.00' })} />
        <RestaurantBanner restaurant={makeRestaurant({ rating: '0.00' })} />
      </>,
    );
    expect(screen.getAllByText('Novo')).toHaveLength(2);
    expect(screen.queryByText(/0,0/)).not.toBeInTheDocument();
  });

  it('show a rated restaurant with one decimal', () => {
    renderWithProviders(
      <>
        <RestaurantCard restaurant={makeRestaurant({ rating: '4.75' })} />
        <RestaurantBanner restaurant={makeRestaurant({ rating: '4.75' })} />
      </>,
    );
    expect(screen.getAllByText('4,8')).toHaveLength(2);
    expect(screen.queryByText('Novo')).not.toBeInTheDocument();
  });

  it('show the cover photo and the logo when the owner uploaded them', () => {
    const restaurant = makeRestaurant({ imageUrl: LOGO, coverUrl: COVER });
    renderWithProviders(
      <>
        <div data-testid="card">
          <RestaurantCard restaurant={restaurant} />
        </div>
        <div data-testid="banner">
          <RestaurantBanner restaurant={restaurant} />
        </div>
      </>,
    );
    for (const id of ['card', 'banner']) {
      const part = screen.getByTestId(id);
      expect(within(part).getByRole('img', { name: 'Logo de Sabor da Bahia' })).toHaveAttribute('src', LOGO);
      expect(part.querySelector(`img[src="${COVER}"]`)).not.toBeNull();
    }
  });

  it('fall back to the coloured tile with the initial when there is no image', () => {
    renderWithProviders(
      <>
        <div data-testid="card">
          <RestaurantCard restaurant={makeRestaurant()} />
        </div>
        <div data-testid="banner">
          <RestaurantBanner restaurant={makeRestaurant()} />
        </div>
      </>,
    );
    for (const id of ['card', 'banner']) {
      const part = screen.getByTestId(id);
      expect(within(part).queryByRole('img')).not.toBeInTheDocument();
      expect(part.querySelector('[aria-hidden="true"].text-white')).toHaveTextContent(/^S$/);
    }
  });
});
