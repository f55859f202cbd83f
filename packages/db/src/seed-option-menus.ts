import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeMoney, type OptionGroupKind, type OptionPricingMethod } from '@direto/contracts';
import { Category, GroupOption, OptionGroup, Product, ProductOptionGroup, Restaurant, User, type IOptionGroup, type IProduct } from './entities';

/**
 * Demo menus with option groups (issue 19), so a newcomer sees them at once: a pizzaria with
 * sizes (1, 2 or 3 flavours), eight flavours priced per size and crusts, and an açaí shop with
 * complements. Prices: a product's price plus what its options add.
 */
export const OPTION_MENU_ACCOUNTS = [
  { role: 'Dona — Pizzaria Forno a Lenha', email: 'lucia@direto.app', password: 'restaurante123' },
  { role: 'Dono — Açaí da Praia', email: 'paulo@direto.app', password: 'restaurante123' },
] as const;

interface OptionSeed {
  name: string;
  price?: string;
  description?: string;
  maxQuantity?: number;
  isAvailable?: boolean;
  flavours?: number;
  /** Price by size name (the pizza's), for flavours. */
  bySize?: Record<string, string>;
}

interface GroupSeed {
  name: string;
  min: number;
  max: number;
  pricing?: OptionPricingMethod;
  kind?: OptionGroupKind;
  options: OptionSeed[];
}

const PIZZA_SIZES: GroupSeed = {
  name: 'Tamanho',
  kind: 'size',
  min: 1,
  max: 1,
  options: [
    { name: 'Broto', description: '4 fatias, 1 sabor', price: '0', flavours: 1 },
    { name: 'Média', description: '6 fatias, até 2 sabores', price: '15.00', flavours: 2 },
    { name: 'Grande', description: '8 fatias, até 3 sabores', price: '30.00', flavours: 3 },
  ],
};

const flavour = (name: string, description: string, broto: string, media: string, grande: string): OptionSeed => ({
  name,
  description,
  price: broto,
  bySize: { Broto: broto, Média: media, Grande: grande },
});

const PIZZA_FLAVOURS: GroupSeed = {
  name: 'Sabores',
  kind: 'flavour',
  min: 1,
  max: 3,
  options: [
    flavour('Mussarela', 'Mussarela, tomate e orégano', '0', '0', '0'),
    flavour('Calabresa', 'Calabresa fatiada e cebola', '0', '0', '0'),
    flavour('Margherita', 'Mussarela de búfala, tomate e manjericão', '3.00', '5.00', '7.90'),
    flavour('Napolitana', 'Mussarela, tomate e parmesão', '2.00', '3.00', '4.00'),
    flavour('Portuguesa', 'Presunto, ovo, cebola, ervilha e azeitona', '4.00', '6.00', '8.00'),
    flavour('Frango com Catupiry', 'Frango desfiado e Catupiry original', '4.00', '6.00', '8.00'),
    flavour('Quatro Queijos', 'Mussarela, provolone, parmesão e gorgonzola', '5.00', '8.00', '11.00'),
    flavour('Pepperoni', 'Pepperoni fatiado e mussarela', '6.00', '9.00', '12.00'),
  ],
};

const PIZZA_CRUSTS: GroupSeed = {
  name: 'Borda',
  min: 1,
  max: 1,
  options: [
    { name: 'Tradicional', description: 'Sem recheio', price: '0' },
    { name: 'Catupiry', price: '10.00' },
    { name: 'Cheddar', price: '10.00' },
    { name: 'Chocolate', price: '12.00' },
  ],
};

const ACAI_SIZES: GroupSeed = {
  name: 'Tamanho',
  min: 1,
  max: 1,
  options: [
    { name: '300 ml', price: '0' },
    { name: '500 ml', price: '6.00' },
    { name: '700 ml', price: '11.00' },
  ],
};

const ACAI_COMPLEMENTS: GroupSeed = {
  name: 'Complementos',
  min: 0,
  max: 5,
  options: [
    { name: 'Granola', price: '0', maxQuantity: 2 },
    { name: 'Banana', price: '0' },
    { name: 'Leite em pó', price: '2.00', maxQuantity: 2 },
    { name: 'Paçoca', price: '2.50', maxQuantity: 2 },
    { name: 'Morango', price: '3.00', maxQuantity: 2 },
    { name: 'Nutella', price: '5.00', isAvailable: false },
  ],
};

const ACAI_TOPPINGS: GroupSeed = {
  name: 'Cobertura',
  min: 0,
  max: 1,
  options: [
    { name: 'Leite condensado', price: '0' },
    { name: 'Mel', price: '0' },
    { name: 'Calda de chocolate', price: '1.50' },
  ],
};

interface ProductSeed {
  category: string;
  name: string;
  description: string;
  price: string;
  prepTime: number;
  tags: string[];
  groups: GroupSeed[];
}

interface ShopSeed {
  ownerEmail: string;
  ownerName: [string, string];
  name: string;
  slug: string;
  cuisine: string;
  description: string;
  deliveryFee: string;
  deliveryTime: string;
  rating: string;
  categories: string[];
  groups: GroupSeed[];
  products: ProductSeed[];
}

const SHOPS: ShopSeed[] = [
  {
    ownerEmail: 'lucia@direto.app',
    ownerName: ['Lúcia', 'Ferraz'],
    name: 'Pizzaria Forno a Lenha',
    slug: 'pizzaria-forno-a-lenha',
    cuisine: 'Pizza',
    description: 'Pizzas de massa fina assadas no forno a lenha. Meio a meio em qualquer tamanho.',
    deliveryFee: '7.00',
    deliveryTime: '35-50 min',
    rating: '4.70',
    categories: ['Pizzas', 'Bebidas'],
    groups: [PIZZA_SIZES, PIZZA_FLAVOURS, PIZZA_CRUSTS],
    products: [
      {
        category: 'Pizzas',
        name: 'Pizza salgada',
        description: 'Monte a sua: escolha o tamanho, até 3 sabores (na Grande) e a borda.',
        price: '39.90',
        prepTime: 30,
        tags: ['pizza', 'meio a meio'],
        groups: [PIZZA_SIZES, PIZZA_FLAVOURS, PIZZA_CRUSTS],
      },
      { category: 'Bebidas', name: 'Refrigerante 2 L', description: 'Coca-Cola ou Guaraná Antarctica, 2 litros.', price: '14.00', prepTime: 2, tags: ['bebida'], groups: [] },
    ],
  },
  {
    ownerEmail: 'paulo@direto.app',
    ownerName: ['Paulo', 'Nascimento'],
    name: 'Açaí da Praia',
    slug: 'acai-da-praia',
    cuisine: 'Doces & Sobremesas',
    description: 'Açaí batido na hora, do jeito paraense, com os complementos que você quiser.',
    deliveryFee: '4.00',
    deliveryTime: '20-30 min',
    rating: '4.90',
    categories: ['Açaí', 'Bebidas'],
    groups: [ACAI_SIZES, ACAI_COMPLEMENTS, ACAI_TOPPINGS],
    products: [
      { category: 'Açaí', name: 'Açaí na tigela', description: 'Açaí puro batido com guaraná.', price: '14.90', prepTime: 10, tags: ['açaí'], groups: [ACAI_SIZES, ACAI_COMPLEMENTS, ACAI_TOPPINGS] },
      { category: 'Açaí', name: 'Creme de cupuaçu', description: 'Cupuaçu batido, cremoso e azedinho.', price: '16.90', prepTime: 10, tags: ['cupuaçu'], groups: [ACAI_SIZES, ACAI_COMPLEMENTS] },
      { category: 'Bebidas', name: 'Água de coco', description: 'Natural, 400 ml.', price: '7.00', prepTime: 2, tags: ['bebida'], groups: [] },
    ],
  },
];

/** Creates the option-group demo shops, their owners (password hash given) and menus. */
export function seedOptionMenus(tx: EntityManager, ownerHash: string): void {
  for (const shop of SHOPS) {
    const owner = tx.create(User, {
      email: shop.ownerEmail,
      password: ownerHash,
      firstName: shop.ownerName[0],
      lastName: shop.ownerName[1],
      userType: 'restaurant',
      profileCompleted: true,
    });
    const restaurant = tx.create(Restaurant, {
      owner,
      name: shop.name,
      shareableSlug: shop.slug,
      cuisine: shop.cuisine,
      description: shop.description,
      deliveryFee: shop.deliveryFee,
      deliveryTime: shop.deliveryTime,
      rating: shop.rating,
      // Established: no 'Primeiros passos' on the dashboard (see seed.ts).
      onboardingDismissedAt: new Date(),
    });
    const categories = new Map(shop.categories.map((name, sortOrder) => [name, tx.create(Category, { restaurant, name, sortOrder })]));
    const groups = new Map<GroupSeed, IOptionGroup>();
    const sizeIds = new Map<string, string>();
    shop.groups.forEach((seed, sortOrder) => {
      const group = tx.create(OptionGroup, { restaurant, name: seed.name, min: seed.min, max: seed.max, pricing: seed.pricing ?? 'sum', kind: seed.kind ?? 'standard', sortOrder });
      groups.set(seed, group);
      seed.options.forEach((option, index) => {
        const created = tx.create(GroupOption, {
          group,
          name: option.name,
          description: option.description ?? null,
          price: normalizeMoney(option.price ?? '0'),
          maxQuantity: option.maxQuantity ?? 1,
          isAvailable: option.isAvailable ?? true,
          sortOrder: index,
          flavours: option.flavours ?? null,
          sizePrices: option.bySize ? Object.fromEntries(Object.entries(option.bySize).map(([size, price]) => [sizeIds.get(size) ?? size, normalizeMoney(price)])) : null,
        });
        if (seed.kind === 'size') sizeIds.set(option.name, created.id);
      });
    });
    shop.products.forEach((seed, index) => {
      const product: IProduct = tx.create(Product, {
        restaurant,
        category: categories.get(seed.category) ?? null,
        name: seed.name,
        description: seed.description,
        price: seed.price,
        prepTime: seed.prepTime,
        tags: seed.tags,
        createdAt: new Date(Date.now() - (shop.products.length - index) * 60_000),
      });
      seed.groups.forEach((groupSeed, sortOrder) => {
        const group = groups.get(groupSeed);
        if (group) tx.create(ProductOptionGroup, { product, group, sortOrder });
      });
    });
  }
}
