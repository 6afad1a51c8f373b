/** The Petstore seed's models (part 2), field by field: name → required. The site must show exactly these. */
export const SEED_MODELS: Record<string, Record<string, boolean>> = {
  NewPet: { name: true, categoryId: true, status: false },
  Pet: { name: true, categoryId: true, status: false, id: true },
  NewCategory: { name: true, description: false },
  Category: { name: true, description: false, id: true },
  Order: { id: false, petId: false, quantity: false, shipDate: false, complete: false },
  InventoryItem: { petId: true, quantity: true, status: true },
  InventoryUpdate: { quantity: true },
  Error: { code: true, message: true, status: true },
};

/** Models without fields of their own. */
export const SEED_VALUE_MODELS = ['PetStatus', 'Pets'];

export const SEED_GROUPS = ['Pets', 'Store'];
