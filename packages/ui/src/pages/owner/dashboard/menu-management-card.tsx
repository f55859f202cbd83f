import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FileSpreadsheet, FolderTree, List, Plus, Settings } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CategoryManagerDialog } from '../categories/category-manager-dialog';
import { ProductFormDialog } from '../products/product-form-dialog';
import { ProductManagementDialog } from '../products/product-management-dialog';

/** Menu shortcuts: add a product, manage all products, import a spreadsheet, restaurant settings. */
export function MenuManagementCard({ restaurantId }: { restaurantId: string }) {
  const [adding, setAdding] = useState(false);
  const [managing, setManaging] = useState(false);
  const [categories, setCategories] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Gerenciar cardápio</CardTitle>
        <CardDescription>Produtos, preços, categorias e configurações do restaurante.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button onClick={() => setAdding(true)} className="justify-start">
          <Plus aria-hidden="true" />
          Adicionar Produto
        </Button>
        <Button variant="outline" onClick={() => setManaging(true)} className="justify-start">
          <List aria-hidden="true" />
          Gerenciar Produtos
        </Button>
        <Button variant="outline" onClick={() => setCategories(true)} className="justify-start">
          <FolderTree aria-hidden="true" />
          Categorias
        </Button>
        <Button variant="outline" asChild className="justify-start">
          <Link to="/cardapio/importar">
            <FileSpreadsheet aria-hidden="true" />
            Importar planilha
          </Link>
        </Button>
        <Button variant="outline" asChild className="justify-start">
          <Link to="/settings">
            <Settings aria-hidden="true" />
            Configurações
          </Link>
        </Button>
      </CardContent>
      <ProductFormDialog open={adding} onOpenChange={setAdding} restaurantId={restaurantId} product={null} />
      <ProductManagementDialog open={managing} onOpenChange={setManaging} restaurantId={restaurantId} />
      <CategoryManagerDialog open={categories} onOpenChange={setCategories} restaurantId={restaurantId} />
    </Card>
  );
}
