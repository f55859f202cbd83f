import type { EntityManager } from '@mikro-orm/postgresql';
import { fromCents, NEXT_ORDER_STATUS, toCents, type OrderStatus } from '@direto/contracts';
import { Category, CustomerRestaurant, Order, OrderItem, OrderStatusEvent, Product, Restaurant, Setting, User, type IUser } from './entities';
import { queries } from './database';
import { hashPassword } from './password';
import { rebuildReportDailyTotals } from './sql';
import { OPTION_MENU_ACCOUNTS, seedOptionMenus } from './seed-option-menus';
import { DEMO_PIX, demoPayment } from './seed-payments';
import { seedStaff, STAFF_ACCOUNTS } from './seed-staff';
import { demoCustomerRecords } from './seed-customers';

/** The demo accounts printed at start and listed in the README. */
export const DEMO_ACCOUNTS = [
  { role: 'Administrador', email: 'admin@direto.app', password: 'admin12345' },
  { role: 'Dono — Sabor da Bahia', email: 'maria@direto.app', password: 'restaurante123' },
  { role: 'Dono — Cantina Bella Napoli', email: 'giuseppe@direto.app', password: 'restaurante123' },
  { role: 'Cliente', email: 'ana@direto.app', password: 'cliente123' },
  { role: 'Cliente', email: 'bruno@direto.app', password: 'cliente123' },
  { role: 'Cliente', email: 'carla@direto.app', password: 'cliente123' },
  ...OPTION_MENU_ACCOUNTS,
  ...STAFF_ACCOUNTS,
] as const;

const SEED_MARKER = 'demoSeededAt';

interface DishSeed {
  name: string;
  description: string;
  price: string;
  prepTime: number;
  tags: string[];
  category: string;
  isAvailable?: boolean;
}

interface RestaurantSeed {
  ownerEmail: string;
  name: string;
  slug: string;
  cuisine: string;
  description: string;
  deliveryFee: string;
  deliveryTime: string;
  rating: string;
  categories: string[];
  dishes: DishSeed[];
}

const RESTAURANTS: RestaurantSeed[] = [
  {
    ownerEmail: 'maria@direto.app',
    name: 'Sabor da Bahia',
    slug: 'sabor-da-bahia',
    cuisine: 'Brasileira',
    description: 'Cozinha baiana de família: moquecas, acarajé e os doces da vó Maria.',
    deliveryFee: '6.90',
    deliveryTime: '40-55 min',
    rating: '4.80',
    categories: ['Entradas', 'Pratos principais', 'Sobremesas', 'Bebidas'],
    dishes: [
      { category: 'Entradas', name: 'Acarajé', description: 'Bolinho de feijão-fradinho frito no dendê, com vatapá, caruru e camarão seco.', price: '18.00', prepTime: 15, tags: ['baiano', 'frito', 'camarão'] },
      { category: 'Entradas', name: 'Abará', description: 'Massa de feijão-fradinho cozida na folha de bananeira, com vatapá.', price: '16.00', prepTime: 15, tags: ['baiano', 'vegetariano'] },
      { category: 'Entradas', name: 'Bolinho de aipim com carne seca', description: 'Seis unidades, crocantes por fora e cremosos por dentro.', price: '24.90', prepTime: 20, tags: ['frito', 'porção'] },
      { category: 'Pratos principais', name: 'Moqueca de peixe', description: 'Peixe branco no leite de coco e dendê, com arroz, pirão e farofa. Serve duas pessoas.', price: '89.90', prepTime: 40, tags: ['baiano', 'peixe', 'para dois'] },
      { category: 'Pratos principais', name: 'Moqueca de camarão', description: 'Camarões graúdos no leite de coco e dendê, com arroz e pirão. Serve duas pessoas.', price: '109.90', prepTime: 40, tags: ['baiano', 'camarão', 'para dois'] },
      { category: 'Pratos principais', name: 'Bobó de camarão', description: 'Creme de aipim com camarão, leite de coco e dendê, acompanha arroz branco.', price: '64.90', prepTime: 35, tags: ['baiano', 'camarão'] },
      { category: 'Pratos principais', name: 'Feijoada completa', description: 'Feijão preto com carnes, arroz, couve refogada, farofa, torresmo e laranja.', price: '54.90', prepTime: 25, tags: ['tradicional', 'porco'] },
      { category: 'Pratos principais', name: 'Baião de dois', description: 'Arroz com feijão-de-corda, queijo coalho, carne de sol desfiada e manteiga de garrafa.', price: '46.90', prepTime: 25, tags: ['nordestino', 'carne de sol'] },
      { category: 'Pratos principais', name: 'Escondidinho de carne seca', description: 'Purê de aipim gratinado com carne seca acebolada e queijo.', price: '42.90', prepTime: 30, tags: ['gratinado'] },
      { category: 'Pratos principais', name: 'Xinxim de galinha', description: 'Frango com camarão seco, amendoim, castanha e dendê. Acompanha arroz.', price: '48.90', prepTime: 35, tags: ['baiano', 'frango'], isAvailable: false },
      { category: 'Sobremesas', name: 'Cocada cremosa', description: 'Cocada de forno servida morna, com raspas de limão.', price: '14.90', prepTime: 10, tags: ['coco', 'doce'] },
      { category: 'Sobremesas', name: 'Quindim', description: 'Gema, açúcar e coco, assado em banho-maria.', price: '9.90', prepTime: 5, tags: ['coco', 'doce', 'sem glúten'] },
      { category: 'Sobremesas', name: 'Pudim de leite', description: 'Pudim de leite condensado com calda de caramelo.', price: '12.90', prepTime: 5, tags: ['doce'] },
      { category: 'Bebidas', name: 'Suco de cajá', description: 'Suco natural de cajá, 500 ml.', price: '11.00', prepTime: 5, tags: ['natural', 'bebida'] },
      { category: 'Bebidas', name: 'Guaraná Antarctica lata', description: 'Refrigerante de guaraná, 350 ml.', price: '6.50', prepTime: 2, tags: ['bebida', 'refrigerante'] },
    ],
  },
  {
    ownerEmail: 'giuseppe@direto.app',
    name: 'Cantina Bella Napoli',
    slug: 'cantina-bella-napoli',
    cuisine: 'Italiana',
    description: 'Massas frescas e pizzas de longa fermentação no bairro do Bixiga.',
    deliveryFee: '5.00',
    deliveryTime: '30-45 min',
    rating: '4.60',
    categories: ['Antepastos', 'Massas', 'Pizzas', 'Sobremesas'],
    dishes: [
      { category: 'Antepastos', name: 'Bruschetta de tomate e manjericão', description: 'Pão italiano tostado, tomate, manjericão, alho e azeite extravirgem.', price: '26.90', prepTime: 10, tags: ['vegetariano', 'entrada'] },
      { category: 'Antepastos', name: 'Burrata com tomate confit', description: 'Burrata cremosa, tomates-cereja confitados, pesto e torradas.', price: '58.90', prepTime: 10, tags: ['queijo', 'vegetariano'] },
      { category: 'Antepastos', name: 'Polpettone recheado', description: 'Bolo de carne recheado com muçarela, ao molho de tomate e parmesão.', price: '52.90', prepTime: 25, tags: ['carne', 'clássico do Bixiga'] },
      { category: 'Massas', name: 'Espaguete à carbonara', description: 'Guanciale, ovos, pecorino romano e pimenta-do-reino. Sem creme de leite.', price: '58.90', prepTime: 20, tags: ['massa fresca', 'porco'] },
      { category: 'Massas', name: 'Lasanha à bolonhesa', description: 'Camadas de massa fresca, ragu de carne cozido por seis horas e bechamel.', price: '54.90', prepTime: 30, tags: ['forno', 'carne'] },
      { category: 'Massas', name: 'Nhoque ao sugo', description: 'Nhoque de batata artesanal ao molho de tomate italiano e manjericão.', price: '44.90', prepTime: 20, tags: ['vegetariano', 'massa fresca'] },
      { category: 'Massas', name: 'Ravioli de ricota e espinafre', description: 'Ao molho de manteiga, sálvia e parmesão.', price: '56.90', prepTime: 20, tags: ['vegetariano', 'massa fresca'] },
      { category: 'Massas', name: 'Fettuccine ao funghi', description: 'Molho cremoso de cogumelos frescos e funghi secchi, finalizado com trufa.', price: '62.90', prepTime: 20, tags: ['cogumelos', 'massa fresca'] },
      { category: 'Pizzas', name: 'Pizza margherita', description: 'Molho de tomate San Marzano, muçarela de búfala e manjericão. 8 fatias.', price: '64.90', prepTime: 20, tags: ['pizza', 'vegetariano', 'clássica'] },
      { category: 'Pizzas', name: 'Pizza calabresa', description: 'Calabresa artesanal fatiada, cebola roxa e azeitonas. 8 fatias.', price: '59.90', prepTime: 20, tags: ['pizza', 'clássica'] },
      { category: 'Pizzas', name: 'Pizza quatro queijos', description: 'Muçarela, gorgonzola, parmesão e catupiry. 8 fatias.', price: '69.90', prepTime: 20, tags: ['pizza', 'queijo', 'vegetariano'] },
      { category: 'Pizzas', name: 'Pizza portuguesa', description: 'Presunto, ovos, cebola, ervilha, azeitona e muçarela. 8 fatias.', price: '66.90', prepTime: 20, tags: ['pizza', 'clássica'], isAvailable: false },
      { category: 'Sobremesas', name: 'Tiramisù', description: 'Biscoito champanhe, café espresso, mascarpone e cacau.', price: '24.90', prepTime: 5, tags: ['doce', 'café'] },
      { category: 'Sobremesas', name: 'Cannoli siciliano', description: 'Dois cannoli recheados com ricota doce e gotas de chocolate.', price: '22.90', prepTime: 5, tags: ['doce'] },
      { category: 'Sobremesas', name: 'Panna cotta com frutas vermelhas', description: 'Creme italiano de baunilha com calda de frutas vermelhas.', price: '19.90', prepTime: 5, tags: ['doce', 'sem glúten'] },
    ],
  },
];

const CUSTOMERS = [
  { email: 'ana@direto.app', firstName: 'Ana', lastName: 'Souza', phone: '(11) 98765-4321', address: 'Rua Augusta, 1200, apto 52 — próximo ao metrô', city: 'São Paulo', zipCode: '01304-001' },
  { email: 'bruno@direto.app', firstName: 'Bruno', lastName: 'Lima', phone: '(71) 99876-5432', address: 'Avenida Oceânica, 455, casa 2', city: 'Salvador', zipCode: '40170-010' },
  { email: 'carla@direto.app', firstName: 'Carla', lastName: 'Mendes', phone: '(21) 97654-3210', address: 'Rua Voluntários da Pátria, 80, bloco B', city: 'Rio de Janeiro', zipCode: '22270-000' },
];

/** Orders placed today: [customer index, restaurant index, status, minutes ago, [dish index, quantity][]]. */
const TODAY_ORDERS: [number, number, OrderStatus, number, [number, number][]][] = [
  [0, 0, 'pending', 4, [[3, 1], [13, 2]]],
  [1, 0, 'confirmed', 18, [[0, 2], [6, 1]]],
  [2, 0, 'preparing', 35, [[5, 1], [11, 2]]],
  [0, 0, 'delivered', 150, [[7, 1], [14, 1]]],
  [1, 0, 'cancelled', 190, [[4, 1]]],
  [2, 1, 'pending', 7, [[8, 1], [12, 1]]],
  [0, 1, 'ready', 40, [[3, 2]]],
  [1, 1, 'delivered', 120, [[4, 1], [13, 1]]],
  [2, 1, 'delivered', 210, [[9, 1], [10, 1]]],
];

/** What some demo orders say: notes by TODAY_ORDERS index, and the cancelled one's reason. */
const DEMO_NOTES: Record<number, string> = { 0: 'Sem cebola, por favor. Interfone 52.', 5: 'Troco para R$ 100,00.' };
const DEMO_CANCEL_REASON = 'Item em falta';

/** The steps an order went through to reach `status`: the 'Próximo Status' chain, or pending then cancelled. */
function stepsTo(status: OrderStatus): OrderStatus[] {
  if (status === 'cancelled') return ['pending', 'cancelled'];
  const steps: OrderStatus[] = ['pending'];
  for (let step = NEXT_ORDER_STATUS.pending; step && steps.at(-1) !== status; step = NEXT_ORDER_STATUS[step]) steps.push(step);
  return steps;
}

/** A demo record the tables above refer to; a typo in them fails here, by name. */
function seeded<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Dados de demonstração inconsistentes: ${what} não existe.`);
  return value;
}

export async function isDemoSeeded(em: EntityManager): Promise<boolean> {
  return (await em.count(Setting, { key: SEED_MARKER })) > 0;
}

/** Inserts the demo data in one transaction, unless it is already there. Returns whether it seeded. */
export async function seedDemoData(em: EntityManager): Promise<boolean> {
  return em.transactional(async (tx) => {
    if (await isDemoSeeded(tx)) return false;
    const [adminHash, ownerHash, customerHash] = await Promise.all([
      hashPassword('admin12345'),
      hashPassword('restaurante123'),
      hashPassword('cliente123'),
    ]);

    tx.create(User, {
      email: 'admin@direto.app',
      password: adminHash,
      firstName: 'Admin',
      lastName: 'Direto',
      isAdmin: true,
      profileCompleted: true,
    });
    const owners = new Map<string, IUser>();
    for (const [email, firstName, lastName] of [
      ['maria@direto.app', 'Maria', 'Conceição'],
      ['giuseppe@direto.app', 'Giuseppe', 'Rossi'],
    ] as const) {
      owners.set(email, tx.create(User, { email, password: ownerHash, firstName, lastName, userType: 'restaurant', profileCompleted: true }));
    }
    const customers = CUSTOMERS.map((c) => tx.create(User, { ...c, password: customerHash, profileCompleted: true }));

    const menus = RESTAURANTS.map((seed) => {
      const restaurant = tx.create(Restaurant, {
        owner: seeded(owners.get(seed.ownerEmail), seed.ownerEmail),
        name: seed.name,
        shareableSlug: seed.slug,
        cuisine: seed.cuisine,
        description: seed.description,
        deliveryFee: seed.deliveryFee,
        deliveryTime: seed.deliveryTime,
        rating: seed.rating,
        ...(seed.slug === 'sabor-da-bahia' ? DEMO_PIX : {}),
        // Established restaurants with orders: no 'Primeiros passos' on their dashboards (as the migration does for real ones).
        onboardingDismissedAt: new Date(),
      });
      const categories = new Map(
        seed.categories.map((name, sortOrder) => [name, tx.create(Category, { restaurant, name, sortOrder })]),
      );
      const products = seed.dishes.map((dish, index) =>
        tx.create(Product, {
          restaurant,
          category: categories.get(dish.category) ?? null,
          name: dish.name,
          description: dish.description,
          price: dish.price,
          prepTime: dish.prepTime,
          tags: dish.tags,
          isAvailable: dish.isAvailable ?? true,
          // Distinct creation times so "sort by creation" is meaningful.
          createdAt: new Date(Date.now() - (seed.dishes.length - index) * 60_000),
        }),
      );
      return { restaurant, products };
    });

    // Issue 21: a staff member ('Atendente') of Sabor da Bahia; same password as the customers' kind of demo account.
    seedStaff(tx, menus.map((menu) => menu.restaurant), await hashPassword('atendente123'));

    customers.forEach((customer, index) => {
      const menu = seeded(menus[index % menus.length], 'cardápio');
      tx.create(CustomerRestaurant, { customer, restaurant: menu.restaurant, registeredViaLink: true });
    });

    const startOfToday = startOfTodayInSaoPaulo();
    const customerRecord = demoCustomerRecords(tx);
    for (const [orderIndex, [customerIndex, restaurantIndex, status, minutesAgo, lines]] of TODAY_ORDERS.entries()) {
      const customer = seeded(customers[customerIndex], `cliente ${customerIndex}`);
      const { restaurant, products } = seeded(menus[restaurantIndex], `restaurante ${restaurantIndex}`);
      // Today in São Paulo, whatever the hour the seed runs: not before midnight, not in the future.
      const now = Date.now();
      const createdAt = new Date(Math.min(now, Math.max(now - minutesAgo * 60_000, startOfToday.getTime())));
      const items = lines.map(([dishIndex, quantity]) => {
        const product = seeded(products[dishIndex], `prato ${dishIndex}`);
        return { product, quantity, unitCents: toCents(product.price) };
      });
      const subtotalCents = items.reduce((sum, item) => sum + item.unitCents * item.quantity, 0);
      const feeCents = toCents(restaurant.deliveryFee);
      const order = tx.create(Order, {
        customer,
        restaurant,
        status,
        subtotal: fromCents(subtotalCents),
        deliveryFee: fromCents(feeCents),
        total: fromCents(subtotalCents + feeCents),
        ...demoPayment(orderIndex, subtotalCents + feeCents),
        customerPhone: customer.phone,
        restaurantCustomer: customerRecord(restaurant, customer),
        deliveryAddress: customer.address,
        customerName: `${customer.firstName} ${customer.lastName}`,
        restaurantName: restaurant.name,
        notes: DEMO_NOTES[orderIndex] ?? null,
        cancelReason: status === 'cancelled' ? DEMO_CANCEL_REASON : null,
        createdAt,
        deliveredAt: status === 'delivered' ? new Date(Math.min(createdAt.getTime() + 42 * 60_000, now)) : null,
      });
      // Its timeline: the steps spread evenly from placement to delivery (or to a little before now).
      const steps = stepsTo(status);
      const lastAt = order.deliveredAt?.getTime() ?? createdAt.getTime() + (now - createdAt.getTime()) * 0.8;
      steps.forEach((step, index) => {
        const at = new Date(createdAt.getTime() + (steps.length > 1 ? ((lastAt - createdAt.getTime()) * index) / (steps.length - 1) : 0));
        tx.create(OrderStatusEvent, { order, status: step, at, changedBy: index === 0 ? customer : restaurant.owner });
      });
      for (const item of items) {
        tx.create(OrderItem, {
          order,
          product: item.product,
          productName: item.product.name,
          quantity: item.quantity,
          unitPrice: fromCents(item.unitCents),
          totalPrice: fromCents(item.unitCents * item.quantity),
        });
      }
    }

    seedOptionMenus(tx, ownerHash);
    tx.create(Setting, { key: SEED_MARKER, value: new Date().toISOString() });
    // The orders were written already delivered: the reports' daily totals are computed once, here.
    await tx.flush();
    await rebuildReportDailyTotals(queries(tx));
    return true;
  });
}

/** Midnight of the current day in America/Sao_Paulo, as an instant. */
function startOfTodayInSaoPaulo(): Date {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  // São Paulo has had no daylight saving time since 2019: always UTC−3.
  return new Date(`${parts}T00:00:00-03:00`);
}
